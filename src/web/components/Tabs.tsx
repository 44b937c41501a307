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

export function TabsList({ label, className = '', ...props }: TabsListProps) {
  return (
    <TabsPrimitive.List
      aria-label={label}
      className={`flex gap-1 overflow-x-auto border-b border-rule ${className}`}
      {...props}
    />
  );
}

export function TabsTrigger({ className = '', ...props }: ComponentProps<typeof TabsPrimitive.Trigger>) {
  return (
    <TabsPrimitive.Trigger
      className={`-mb-px shrink-0 whitespace-nowrap border-b-2 border-transparent px-4 py-2.5 text-sm font-medium text-ink-soft transition-colors hover:text-ink data-[state=active]:border-sepia data-[state=active]:text-ink disabled:cursor-not-allowed disabled:opacity-50 ${className}`}
      {...props}
    />
  );
}

export function TabsContent({ className = '', ...props }: ComponentProps<typeof TabsPrimitive.Content>) {
  return <TabsPrimitive.Content className={`pt-6 ${className}`} {...props} />;
}
