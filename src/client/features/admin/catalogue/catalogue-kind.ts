import type { ComponentType, ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { DefaultValues, FieldValues, Path, Resolver, UseFormReturn } from 'react-hook-form';
import type { Column } from '../shared/stacked-table';

/*
 * One kind of catalogue item (perfumes, ingredients) declared once: its words, its endpoints, its
 * table's columns and its form's fields. The catalogue's section, table, editor and archive control
 * are generic and read everything that tells one kind from another here.
 */

/** What every catalogue row has: all the generic pieces read of it. */
export interface CatalogueItem {
  id: number;
  name: string;
  imageSrc: string;
  archivedAt: string | null;
}

/** The form's fields every kind has: the generic editor watches the name and holds the image. */
export interface CatalogueFormFields extends FieldValues {
  name: string;
  imageSrc: string;
}

/** A catalogue resource (catalogue-api.ts) as the list uses it: read it, archive and restore a row. */
interface CatalogueList<TItem> {
  useList: () => UseQueryResult<TItem[]>;
  useSetArchived: () => { mutateAsync: (vars: { id: number; archived: boolean }) => Promise<TItem> };
}

/** The same resource as the editor uses it too: save a row (a new one without an id, an edit as `TUpdate`). */
interface CatalogueResource<TItem, TValues, TUpdate = TValues> extends CatalogueList<TItem> {
  useSave: () => {
    mutateAsync: (vars: { id: null; input: TValues } | { id: number; input: TUpdate }) => Promise<TItem>;
  };
}

/** What a kind's own form fields receive (the image is the editor's): the form, its fields bound to it by name. */
export interface CatalogueFieldsProps<TForm extends FieldValues, TValues = TForm> {
  form: UseFormReturn<TForm, unknown, TValues>;
}

/**
 * A kind's words (catalogue messages, `msg('…')`): each sentence whole, so that a language words each kind as
 * its grammar wants (a perfume and an ingredient are not said alike everywhere).
 */
export interface KindWords {
  /** Its tab, and its table's name: 'Perfumes'. */
  title: string;
  /** The table's first column: 'Perfume'. */
  one: string;
  /** Many, in a sentence: 'perfumes' ("The perfumes could not be loaded"). */
  many: string;
  /** One, in a sentence: 'perfume' ("Loading the perfume"). */
  single: string;
  /** 'Loading perfumes'. */
  loading: string;
  /** 'Perfume #{id}'. */
  numbered: string;
  /** 'There is no perfume with this number in the catalogue.' */
  notFound: string;
  /** 'Close the perfume form'. */
  close: string;
  /** 'New perfume': the New button, and a new item's sheet. */
  create: string;
  /** 'Add perfume': a new item's submit button. */
  add: string;
  /** The toasts once saved: 'Perfume saved', 'Perfume added', '{name} is in the shop as saved.', and archived. */
  saved: string;
  added: string;
  savedOnSale: string;
  savedArchived: string;
  /** 'The perfume could not be saved. Please try again.' */
  saveFailed: string;
  /** The on-sale view's name with its count ('On sale ({count})'), and its title when empty. */
  onSale: string;
  noneOnSale: string;
  /** The archived view's title when empty, and what it says. */
  noneArchived: string;
  archivedHint: string;
  /** 'Add one with New perfume.' */
  addHint: string;
  /** Archiving: the question's consequence ({name}), its button, its failure, its toast. */
  archiveConsequence: string;
  archive: string;
  archiveFailed: string;
  archived: string;
  archivedToast: string;
  /** Restoring: its toasts. */
  restored: string;
  restoredToast: string;
  notRestored: string;
  restoreFailed: string;
}

/** A kind as its section lists it: its words, its table, its archive question. */
export interface CatalogueShelf<TItem extends CatalogueItem> {
  /** One item, in words: 'perfume'. It is also the sheet's parameter (`?perfume=12`). */
  noun: string;
  /** Many, in words: 'perfumes'. It is also the section's value (`?section=perfumes`). */
  plural: string;
  resource: CatalogueList<TItem>;
  /** Its words, each a catalogue message (`msg`), translated where it is shown. */
  words: KindWords;
  /** The picture's size in the table. */
  picture: { width: number; height: number; className: string };
  /** The marks beside the name ("New", "Bestseller"), the archived one aside. */
  marks?: (item: TItem) => ReactNode;
  /** The table's columns between the name and the actions. */
  columns: readonly Column<TItem>[];
  /** Where an item on sale is seen in the shop (a "View" action), if anywhere. */
  shopHref?: (item: TItem) => string;
}

/** A kind whole: its shelf, and its form. */
export interface CatalogueKind<
  TItem extends CatalogueItem,
  TForm extends CatalogueFormFields,
  TValues,
  TUpdate = TValues,
> extends CatalogueShelf<TItem> {
  resource: CatalogueResource<TItem, TValues, TUpdate>;
  /**
   * An edit as it is sent, from the form's values, the item it was loaded with and which fields the
   * admin changed (a stock that sales move is sent only when changed, with the figure it was seen at).
   */
  updateInput: (values: TValues, item: TItem, changed: (field: Path<TForm>) => boolean) => TUpdate;
  /** The form's schema, as react-hook-form reads it. */
  resolver: Resolver<TForm, unknown, TValues>;
  /** The form's starting values: a new item's, or the item's own. */
  formValues: (item?: TItem) => DefaultValues<TForm>;
  /** The fields a refusal of the server may name (each message goes under its field). */
  fields: readonly Path<TForm>[];
  /** The sheet's description, for a new item (undefined) or the item edited: a catalogue message. */
  describe: (item: TItem | undefined) => string;
  imageShape: 'portrait' | 'square';
  /** The kind's own fields, between the heading and the image. */
  Fields: ComponentType<CatalogueFieldsProps<TForm, TValues>>;
}
