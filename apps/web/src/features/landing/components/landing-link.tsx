import { useContext, type ComponentProps } from 'react';
import { LandingNavigationContext } from '../utils/landing-navigation';

/** A real link (`href`, new tab, copy address) that moves within the app on a plain click. */
export function LandingLink({
  to,
  onClick,
  ...props
}: Omit<ComponentProps<'a'>, 'href'> & { to: string }) {
  const { navigate, prefetch } = useContext(LandingNavigationContext);
  return (
    <a
      {...props}
      href={to}
      onPointerEnter={prefetch}
      onFocus={prefetch}
      onTouchStart={prefetch}
      onClick={(event) => {
        onClick?.(event);
        const modified = event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
        if (event.defaultPrevented || event.button !== 0 || modified) return;
        event.preventDefault();
        navigate(to);
      }}
    />
  );
}
