import * as TabsPrimitive from '@radix-ui/react-tabs';
import type { ComponentProps } from 'react';

/**
 * WAI-ARIA tabs on Radix: ←/→ move between tabs and select them (automatic activation), Home
 * and End jump to the ends, Tab moves into the open panel. Compose Tabs > TabsList > TabsTrigger,
 * then one TabsContent per value.
 */
export function Tabs({ className = '', ...props }: ComponentProps<typeof TabsPrimitive.Root>) {
  return <TabsPrimitive.Root className={className} {...props} />;
}

interface TabsListProps extends Omit<ComponentProps<typeof TabsPrimitive.List>, 'aria-label'> {
  /** What the tabs switch between ("Photo information"); a tablist needs a name. */
  label: string;
}

/**
 * The tabs wrap onto a second line rather than scroll out of sight: on a phone a clipped tab with
 * no cue that more lie to the side is a tab nobody finds (issue 22: the photo page's at 375 px).
 */
export function TabsList({ label, className = '', ...props }: TabsListProps) {
  return (
    <TabsPrimitive.List
      aria-label={label}
      className={`flex flex-wrap gap-x-1 border-b border-rule ${className}`}
      {...props}
    />
  );
}

export function TabsTrigger({ className = '', ...props }: ComponentProps<typeof TabsPrimitive.Trigger>) {
  return (
    <TabsPrimitive.Trigger
      className={`-mb-px shrink-0 whitespace-nowrap border-b-2 border-transparent px-3 py-2.5 sm:px-4 text-sm font-medium text-ink-soft transition-colors hover:text-ink data-[state=active]:border-sepia data-[state=active]:text-ink disabled:cursor-not-allowed disabled:opacity-50 ${className}`}
      {...props}
    />
  );
}

export function TabsContent({ className = '', ...props }: ComponentProps<typeof TabsPrimitive.Content>) {
  return <TabsPrimitive.Content className={`pt-6 ${className}`} {...props} />;
}
