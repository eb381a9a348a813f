// Whether TanStack Query thinks the browser is online (the client app tells it at start when a
// page opens with no signal, docs/offline.md).
import { onlineManager } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';

export const useOnline = () => useSyncExternalStore(onlineManager.subscribe.bind(onlineManager), () => onlineManager.isOnline());
