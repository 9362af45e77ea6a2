import { Collapsible as CollapsiblePrimitive } from 'radix-ui'

/** Collapsible is the root of a show/hide section. */
export const Collapsible = CollapsiblePrimitive.Root

/** CollapsibleTrigger toggles its Collapsible. */
export const CollapsibleTrigger = CollapsiblePrimitive.Trigger

/** CollapsibleContent is shown only while its Collapsible is open. */
export const CollapsibleContent = CollapsiblePrimitive.Content
