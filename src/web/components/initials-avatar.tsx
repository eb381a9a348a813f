// A person's initials in Chakra's avatar style. Chakra's Avatar runs a state machine to swap in a
// photo once it loads; the screens here never show one, so this draws the same recipe and markup
// without it, keeping the machine's runtime off the coach dashboard (docs/performance.md, "Web delivery").
import { createSlotRecipeContext, type HTMLChakraProps, type SlotRecipeProps } from '@chakra-ui/react';

const { withProvider, withContext } = createSlotRecipeContext({ key: 'avatar' });
const Root = withProvider<HTMLDivElement, HTMLChakraProps<'div'> & SlotRecipeProps<'avatar'>>('div', 'root');
const Fallback = withContext<HTMLSpanElement, HTMLChakraProps<'span'>>('span', 'fallback');

/** "Ada Lovelace" → "AL", "Ada" → "A", as Chakra's Avatar.Fallback makes them. */
export function initialsOf(name: string): string {
  const names = name.trim().split(' ');
  const first = names[0] ?? '';
  const last = names.length > 1 ? (names.at(-1) ?? '') : '';
  return first && last ? `${first.charAt(0)}${last.charAt(0)}` : first.charAt(0);
}

export function InitialsAvatar({ name, ...props }: { name: string } & HTMLChakraProps<'div'> & SlotRecipeProps<'avatar'>) {
  return (
    <Root data-scope="avatar" data-part="root" dir="ltr" {...props}>
      <Fallback data-scope="avatar" data-part="fallback" data-state="visible" dir="ltr">
        {initialsOf(name)}
      </Fallback>
    </Root>
  );
}
