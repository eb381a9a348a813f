// The speech-bubble icon of messages (docs/messages.md), in its own module: icons.tsx is on every
// first screen, and only the client header and the messages screens need this one.
import { createIcon } from './icons.tsx';

export const MessageIcon = createIcon('MessageIcon', <path d="M21 15a2 2 0 0 1-2 2H7l-4 4V5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2Z" />);
