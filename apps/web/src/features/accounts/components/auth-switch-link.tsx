import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { ReturnToState } from '../../../lib/return-to';

type AuthSwitchLinkProps = {
  /** 'Don't have an account?' */
  prompt: string;
  /** 'Sign up' */
  label: string;
  to: string;
  /** Where the visitor goes once signed in, carried over to the other form. */
  state?: ReturnToState;
};

/** The centred line under a sign-in or sign-up form that leads to the other one. */
export function AuthSwitchLink({ prompt, label, to, state }: AuthSwitchLinkProps) {
  return (
    <Text ta="center" size="sm">
      {prompt}{' '}
      <Anchor component={Link} to={to} state={state} fw={600} inherit>
        {label}
      </Anchor>
    </Text>
  );
}
