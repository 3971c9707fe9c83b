import { Avatar } from '@mantine/core';

type UserAvatarProps = {
  name: string;
  avatarUrl: string | null;
  /** 30 px by default, 45 px in the nav bar, 60 px in the review dialog (DESIGN.md). */
  size?: number;
  /** Decorative by default: the surrounding control or text names the user. */
  alt?: string;
};

/** The user's photo, or the first letter of their name on a grey circle. */
export function UserAvatar({ name, avatarUrl, size = 30, alt = '' }: UserAvatarProps) {
  const initial = name.trim().charAt(0).toUpperCase() || '?';
  return (
    <Avatar
      src={avatarUrl}
      alt={alt}
      size={size}
      radius="50%"
      color="gray"
      variant="filled"
      aria-hidden={alt ? undefined : true}
      // The photo carries its size; in long lists it loads only when scrolled near.
      imageProps={{ width: size, height: size, loading: 'lazy', decoding: 'async' }}
    >
      {initial}
    </Avatar>
  );
}
