/** What a palette command is: the registry holds them, the key bindings run them. */
export interface CommandText {
  zh: string;
  en: string;
}

export interface Command {
  /** unique while registered, e.g. 'dict.add' or 'dict.row.edit' */
  id: string;
  title: CommandText;
  /** the palette groups commands under this heading (a screen's title, 'Navigation', ...) */
  group: CommandText;
  /**
   * Key bindings in tinykeys syntax ('n', 'Shift+Delete', 'ArrowDown'); the first one is shown.
   * Bare Control/Meta combinations are not bound (they belong to the browser and the palette).
   */
  shortcut?: string | readonly string[];
  /** extra words the palette matches (pinyin, synonyms) */
  keywords?: readonly string[];
  run: () => void | Promise<void>;
  /** offered and bound only while this answers true; always when omitted */
  enabled?: () => boolean;
  /** false: a key binding only (row focus movement), listed in the help sheet but not the palette */
  palette?: boolean;
  /** whether the page the command belongs to is the one on screen (set by the registry; the help sheet lists only these) */
  onPage?: () => boolean;
}
