import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import { useState } from 'react';

/**
 * Mantine's PasswordInput with a show/hide toggle that keyboard and screen-reader users can reach too
 * (Mantine hides it from both by default). Its name avoids the word "password" so that the field's
 * label stays the only element named "Password".
 */
export function PasswordField(props: Omit<PasswordInputProps, 'visible' | 'onVisibilityChange'>) {
  const [visible, setVisible] = useState(false);
  return (
    <PasswordInput
      {...props}
      visible={visible}
      onVisibilityChange={setVisible}
      visibilityToggleButtonProps={{
        'aria-label': visible ? 'Hide characters' : 'Show characters',
        'aria-pressed': visible,
        tabIndex: 0,
      }}
    />
  );
}
