import { Icon, type IconProps } from '../../shared/ui/icons';

/** The product page's own icons, kept out of the first load. */
export const ExpandIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M15 3h6v6M9 21H3v-6M21 3l-7 7M3 21l7-7" />
  </Icon>
);
export const PlayIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="m7 4 13 8-13 8z" />
  </Icon>
);
