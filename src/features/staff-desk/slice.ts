import type { StateCreator } from 'zustand/vanilla';
import type { DeskState } from './desk-store';

/** One slice of the desk store: sees the whole state, contributes `T` (zustand's slices pattern with immer). */
export type DeskSlice<T> = StateCreator<DeskState, [['zustand/immer', never]], [], T>;
