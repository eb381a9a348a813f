import { Box, IconButton, type InputProps, Input } from '@chakra-ui/react';
import { useState } from 'react';
import { EyeIcon, EyeOffIcon } from './icons.tsx';
import { useComponentTexts } from './texts.ts';

/** A password field with a show/hide toggle (easier on phones). Use inside a Field.Root. */
export function PasswordInput(props: Omit<InputProps, 'type'>) {
  const [visible, setVisible] = useState(false);
  const T = useComponentTexts();
  const label = visible ? T.hidePassword : T.showPassword;
  return (
    <Box position="relative" width="full">
      <Input {...props} type={visible ? 'text' : 'password'} pe="10" />
      <IconButton
        type="button"
        variant="ghost"
        size="sm"
        aria-label={label}
        title={label}
        position="absolute"
        insetEnd="1"
        top="50%"
        transform="translateY(-50%)"
        onClick={() => setVisible((v) => !v)}
        color="fg.muted"
      >
        {visible ? <EyeOffIcon /> : <EyeIcon />}
      </IconButton>
    </Box>
  );
}
