// How `dt` shows a kind: its view drawn as text. Each kind's presenter is part of its entry in
// `DT_KINDS` (kinds.ts).

export interface TextPresenter<V> {
  /** The view as a seat sees it; `legend` adds the key to the drawing's marks. */
  render(view: V, legend?: boolean): string;
}
