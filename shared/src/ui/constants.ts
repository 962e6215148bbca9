/** Mobile layout at and below this window width (spec part 1 §9). */
export const MOBILE_BREAKPOINT = 992;
/** Delay between tapping an item of the action list and answering it (spec part 1 §9). */
export const ACTION_LIST_TAP_DELAY_MS = 300;
/** Picker defaults (spec part 1 §3, §9): 3 values each side, 40 px rows. */
export const PICKER_ITEM_HEIGHT = 40;
export const PICKER_VISIBLE_EACH_SIDE = 3;
