import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';

type AuthSwitchLinkProps = {
  /** 'Don't have an account?' */
  prompt: string;
  /** 'Sign up' */
  label: string;
  to: string;
};

/** The centred line under a sign-in or sign-up form that leads to the other one. */
export function AuthSwitchLink({ prompt, label, to }: AuthSwitchLinkProps) {
  return (
    <Text ta="center" size="sm">
      {prompt}{' '}
      <Anchor component={Link} to={to} fw={600} inherit>
        {label}
      </Anchor>
    </Text>
  );
}
