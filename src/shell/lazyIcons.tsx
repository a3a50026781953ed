import { useEffect, useState } from 'react';
import { SvgIcon, type SvgIconProps } from '@mui/material';
import type { SvgIconComponent } from './registry';

/**
 * Icons from a chunk of their own, by name: `icon(name)` is a component right away (an empty icon of
 * the same size until the chunk is there) and `preload()` loads the chunk once. The resource areas'
 * icons go this way so that the login page, which carries the descriptors, does not carry them.
 */
export function lazyIcons<T extends Record<string, SvgIconComponent>>(load: () => Promise<T>) {
  let loaded: T | null = null;
  let loading: Promise<T> | null = null;
  const preload = (): Promise<T> => (loading ??= load().then((m) => (loaded = m)));
  const icon = (name: keyof T & string): SvgIconComponent => {
    function LazyIcon(props: SvgIconProps) {
      const [icons, setIcons] = useState(loaded);
      useEffect(() => {
        if (!icons) void preload().then(setIcons);
      }, [icons]);
      const Icon = icons?.[name] as typeof SvgIcon | undefined;
      return Icon ? <Icon {...props} /> : <SvgIcon {...props} />;
    }
    LazyIcon.displayName = `LazyIcon(${name})`;
    return LazyIcon as unknown as SvgIconComponent;
  };
  return { preload, icon };
}
