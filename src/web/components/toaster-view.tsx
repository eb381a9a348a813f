// The toast region of components/toast-store.ts, a chunk of its own: app.tsx loads it once the
// store is in (the first toast), so the first screen's JavaScript does not carry the toast
// machinery (docs/performance.md, "Web delivery"). Toasts created before it mounts are kept by
// the store and shown once it does.
import { Portal, Spinner, Stack, Toaster as ChakraToaster, Toast } from '@chakra-ui/react';
import { useLaterComponentTexts } from './later-texts.ts';
import { toaster } from './toast-store.ts';

export default function Toaster() {
  const T = useLaterComponentTexts();
  return (
    <Portal>
      <ChakraToaster toaster={toaster} insetInline={{ mdDown: '4' }}>
        {(item) => (
          <Toast.Root width={{ base: 'full', md: 'sm' }} maxWidth="420px">
            {item.type === 'loading' ? <Spinner size="sm" color="blue.solid" /> : <Toast.Indicator />}
            <Stack gap="1" flex="1" maxWidth="100%">
              {item.title ? <Toast.Title>{item.title}</Toast.Title> : null}
              {item.description ? <Toast.Description>{item.description}</Toast.Description> : null}
            </Stack>
            {item.action ? <Toast.ActionTrigger>{item.action.label}</Toast.ActionTrigger> : null}
            {item.closable ? <Toast.CloseTrigger aria-label={T.dismissToast} /> : null}
          </Toast.Root>
        )}
      </ChakraToaster>
    </Portal>
  );
}
