/**
 * Screens whose code arrives on demand. The shell knows an area's page paths and menu codes from
 * its manifest; the area's code (one chunk per area) loads the first time one of its screens is
 * shown, with a light loading state meanwhile, and a reload button when the chunk cannot be had
 * (network down, or a new version whose build replaced the old chunks).
 */
import { Button, Flex, Spinner, Text } from '@radix-ui/themes';
import { Component, lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react';
import { translate } from '../i18n';
import type { AreaScreens, LazyArea, MenuScreens, ShellScreen } from './screens';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyComponent = ComponentType<any>;

/** Shown while a screen's code loads; it fades in late, so a fast load shows nothing. */
export function ScreenLoading() {
  return (
    <Flex justify="center" py="9" className="screen-loading" role="status" aria-label={translate('common.loading')}>
      <Spinner size="3" />
    </Flex>
  );
}

class LoadBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <Flex direction="column" align="center" gap="3" py="9" role="alert">
        <Text color="gray">{translate('shell.loadFailed')}</Text>
        <Button onClick={() => window.location.reload()}>{translate('shell.reload')}</Button>
      </Flex>
    );
  }
}

/**
 * A component whose code loads on first render, with the loading state meanwhile. `loaded` tells
 * whether the code is in already (fetched ahead, or by another screen of the same chunk): then the
 * component renders at once, without a round through the loading state.
 */
export function lazyScreen(load: () => Promise<AnyComponent>, loaded: () => AnyComponent | undefined = () => undefined): AnyComponent {
  let own: AnyComponent | undefined;
  const Lazy = lazy(async () => ({ default: (own = await load()) }));
  function LazyScreen(props: Record<string, unknown>) {
    // chosen once per mount: swapping the lazy wrapper for the loaded component would remount the screen
    const [Screen] = useState<AnyComponent>(() => own ?? loaded() ?? Lazy);
    return (
      <LoadBoundary>
        <Suspense fallback={<ScreenLoading />}>
          <Screen {...props} />
        </Suspense>
      </LoadBoundary>
    );
  }
  return LazyScreen;
}

function pick(area: string, from: Record<string, AnyComponent>, key: string): AnyComponent {
  const screen = from[key];
  if (!screen) throw new Error(`the ${area} area declares ${key} in its manifest but has no screen for it`);
  return screen;
}

/** True from the first render where `open` is, on: a part whose code loads on first use stays mounted after it. */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}

/** The pages (by path) and menu screens (by menu code) of the areas, each loading its area's chunk when first shown. */
export function areaScreens(areas: readonly LazyArea[]): { pages: ShellScreen[]; menus: MenuScreens } {
  const loaded = new Map<string, AreaScreens>();
  const from = (a: LazyArea, part: keyof AreaScreens, key: string) =>
    lazyScreen(
      () =>
        a.load().then((s) => {
          loaded.set(a.manifest.area, s);
          return pick(a.manifest.area, s[part], key);
        }),
      () => {
        const s = loaded.get(a.manifest.area);
        return s && pick(a.manifest.area, s[part], key);
      },
    );
  return {
    pages: areas.flatMap((a) => a.manifest.pages.map((p) => ({ ...p, component: from(a, 'pages', p.path) }))),
    menus: new Map(areas.flatMap((a) => a.manifest.menus.map((code) => [code, from(a, 'menus', code)] as const))),
  };
}
