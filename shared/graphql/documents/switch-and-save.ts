/**
 * @module
 * Switch and save (SPEC §3 `alternative_product`, §4, §5): the alternatives of a page's cartridges.
 * The documents are in `switch-and-save/`; their types are generated.
 */
import type { SwitchAndSaveOffersQuery } from '../generated'

export { SwitchAndSaveOffersDocument as SWITCH_AND_SAVE_OFFERS } from '../generated'

/** A listed product with its alternative, as the back end answers it. */
export type SwitchAndSaveOriginal = NonNullable<NonNullable<NonNullable<SwitchAndSaveOffersQuery['products']>['items']>[number]>
/** The `cartridge_condition` options, as the back end answers them. */
export type ConditionMetadata = SwitchAndSaveOffersQuery['customAttributeMetadata']
