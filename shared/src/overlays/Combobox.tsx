import { useCallback, useContext, useEffect, useLayoutEffect, useRef, type ContextType, type KeyboardEvent, type MutableRefObject, type ReactNode, type RefObject } from 'react';
import {
  ComboBox as AriaComboBox,
  ComboBoxStateContext,
  Group,
  Header,
  Input,
  Label,
  ListBox,
  ListBoxItem,
  ListBoxSection,
  Popover,
  PopoverContext,
  Text,
  useContextProps,
  type Key,
} from 'react-aria-components';
import styled, { css, keyframes } from 'styled-components';
import { controlStyles } from '../ui/form';
import { visuallyHidden } from '../ui/layout';
import { OverlayLocale } from './locale';
import { floatingSurface, itemRow, Z_POPOVER } from './styles';

/** Default text of an empty result (docs/textos.md). */
export const COMBOBOX_EMPTY_TEXT = 'No hay resultados.';
/** Default text while the first results load. */
export const COMBOBOX_LOADING_TEXT = 'Cargando...';

/** A titled block of options (the global search's 'Productos', 'Proveedores', 'Clientes'). */
export interface ComboboxGroup<T> {
  /** Unique among the groups. */
  id: string;
  /** Visible title; it also names the group for screen readers. */
  heading: string;
  items: T[];
}

interface ComboboxCommonProps<T> {
  /** Names the text box; shown above it unless `hideLabel`. */
  label: string;
  /** Keeps the label for screen readers only (when a dialog title already says it). */
  hideLabel?: boolean;
  /** The typed text (controlled). */
  inputValue: string;
  /** Every change of the text; the caller filters or asks the server and passes new `items`. */
  onInputChange: (value: string) => void;
  /** The chosen option (click, or Enter on the highlighted one). The text box is emptied after it. */
  onSelect: (item: T) => void;
  /** Unique key of an option (unique across groups too). */
  itemKey: (item: T) => string | number;
  /** Plain text of an option: what a screen reader reads and what typeahead matches. */
  itemText: (item: T) => string;
  /** Content of an option (default: `itemText`). */
  renderItem?: (item: T) => ReactNode;
  /** Second, muted line of an option; read as its description. */
  itemDescription?: (item: T) => ReactNode;
  /** The results are being fetched: with no options yet the list says `loadingText`. */
  loading?: boolean;
  /** The results could not be fetched: with no options the list shows this message. */
  error?: ReactNode;
  /** Text of a list with no options ('No hay resultados.' by default). */
  emptyText?: string;
  /** Text of a list still loading ('Cargando...' by default). */
  loadingText?: string;
  placeholder?: string;
  /** Hint under the text box (its accessible description). */
  description?: ReactNode;
  /**
   * When the list opens: 'input' (default) as the user types, 'focus' as soon as the text box is
   * focused (the global search), 'manual' only with the arrow keys.
   */
  menuTrigger?: 'input' | 'focus' | 'manual';
  isDisabled?: boolean;
  /** id of the text box. */
  id?: string;
  /** Icon drawn at the start of the text box (decorative). */
  icon?: ReactNode;
  /** Highlight the first option whenever the options change, so Enter chooses it (default true). */
  autoHighlightFirst?: boolean;
  /**
   * Draw the open list right under the text box, in the page flow, instead of in a floating popover:
   * for a combobox that is the whole content of a dialog (the global search). Escape then reaches
   * the dialog and closes it.
   */
  inline?: boolean;
}

/** Props of {@link Combobox}: a flat list (`items`) or titled groups (`groups`). */
export type ComboboxProps<T> = ComboboxCommonProps<T> & ({ items: T[]; groups?: undefined } | { groups: ComboboxGroup<T>[]; items?: undefined });

type ComboState = NonNullable<ContextType<typeof ComboBoxStateContext>>;

/** Options are filtered by the caller (client or server side), never again by React Aria. */
const keepEvery = () => true;

/**
 * The kit's one combobox (docs/arquitectura.md, "Kit de UI: overlays"), on React Aria's ComboBox:
 * a labelled text box with role="combobox" and a listbox of options in a popover (or under the text
 * box with `inline`), for the global search and every picker (products, clients, suppliers). The caller owns the text (`inputValue`,
 * `onInputChange`) and passes the options already filtered, so they may come from the server; it
 * shows `loading`, `error` and the empty text inside the listbox, which is aria-busy while loading.
 *
 * Keyboard: the arrows move through the options (the first one is highlighted by default), Enter or a
 * click chooses one and calls `onSelect`, Escape closes the list, Tab leaves without choosing. After a
 * choice the text box is emptied: the caller shows the chosen item elsewhere.
 */
export function Combobox<T>(props: ComboboxProps<T>) {
  const {
    label,
    hideLabel = false,
    inputValue,
    onInputChange,
    onSelect,
    itemKey,
    itemText,
    renderItem,
    itemDescription,
    loading = false,
    error,
    emptyText = COMBOBOX_EMPTY_TEXT,
    loadingText = COMBOBOX_LOADING_TEXT,
    placeholder,
    description,
    menuTrigger = 'input',
    isDisabled = false,
    id,
    icon,
    autoHighlightFirst = true,
    inline = false,
  } = props;
  const groups = props.groups?.filter((g) => g.items.length > 0) ?? null;
  const flat = groups ? groups.flatMap((g) => g.items) : (props.items ?? []);
  const byKey = new Map(flat.map((item) => [String(itemKey(item)), item] as const));
  const firstKey = flat.length > 0 ? String(itemKey(flat[0])) : null;
  const stateRef = useRef<ComboState | null>(null);

  // Open with no options only when there is something to say: loading, an error, or the empty text
  // for a typed query (or for a list that opens on focus).
  const allowsEmptyCollection = loading || Boolean(error) || menuTrigger === 'focus' || inputValue.trim() !== '';

  const choose = (key: Key | null) => {
    if (key === null) return;
    const item = byKey.get(String(key));
    if (item === undefined) return;
    onSelect(item);
    onInputChange('');
    stateRef.current?.close();
  };

  // React Aria does not pass aria-busy through to the listbox: set it on the element.
  const busyRef = useCallback(
    (el: HTMLDivElement | null) => {
      if (el && loading) el.setAttribute('aria-busy', 'true');
      else el?.removeAttribute('aria-busy');
    },
    [loading],
  );

  // Tab only leaves the field: it never chooses the highlighted option (React Aria's default would).
  const onKeyDownCapture = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Tab') stateRef.current?.selectionManager.setFocusedKey(null);
  };

  const option = (item: T) => {
    const key = String(itemKey(item));
    const detail = itemDescription?.(item);
    return (
      <Option key={key} id={key} textValue={itemText(item)}>
        <Text slot="label">{renderItem ? renderItem(item) : itemText(item)}</Text>
        {detail !== undefined && detail !== null && detail !== '' ? <Detail slot="description">{detail}</Detail> : null}
      </Option>
    );
  };

  const list = (
    <Options
      ref={busyRef}
      renderEmptyState={() =>
        loading ? (
          <State>
            <Dot aria-hidden="true" />
            {loadingText}
          </State>
        ) : error ? (
          <State $error>{error}</State>
        ) : (
          <State>{emptyText}</State>
        )
      }
    >
      {groups
        ? groups.map((g) => (
            <ListBoxSection key={g.id} id={`grupo-${g.id}`}>
              <GroupHeading>{g.heading}</GroupHeading>
              {g.items.map(option)}
            </ListBoxSection>
          ))
        : flat.map(option)}
    </Options>
  );

  return (
    <OverlayLocale>
      <Root
        id={id}
        menuTrigger={menuTrigger}
        allowsCustomValue
        allowsEmptyCollection={allowsEmptyCollection}
        defaultFilter={keepEvery}
        selectedKey={null}
        inputValue={inputValue}
        onInputChange={onInputChange}
        onSelectionChange={choose}
        isDisabled={isDisabled}
      >
        <FieldLabel $hidden={hideLabel}>{label}</FieldLabel>
        <InputGroup role="presentation">
          {icon ? <InputIcon aria-hidden="true">{icon}</InputIcon> : null}
          <FieldInput placeholder={placeholder} $withIcon={Boolean(icon)} onKeyDownCapture={onKeyDownCapture} spellCheck={false} />
        </InputGroup>
        {description ? <Hint slot="description">{description}</Hint> : null}
        {inline ? <InlineList>{list}</InlineList> : <ListPopover offset={4}>{list}</ListPopover>}
        <StateBridge stateRef={stateRef} firstKey={autoHighlightFirst ? firstKey : null} />
      </Root>
    </OverlayLocale>
  );
}

/**
 * The container of an inline list: it takes the place of the popover for React Aria (the element kept
 * visible to screen readers while the list is open, and where a click is not a blur), and shows the
 * list only while the combobox is open, so aria-expanded stays true to what is seen.
 */
function InlineList({ children }: { children: ReactNode }) {
  const [, ref] = useContextProps({}, null, PopoverContext);
  const state = useContext(ComboBoxStateContext);
  return (
    <InlineBox ref={ref as RefObject<HTMLDivElement | null>} hidden={!state?.isOpen}>
      {children}
    </InlineBox>
  );
}

/**
 * Reads React Aria's combobox state (from inside the ComboBox) for the Combobox: keeps `stateRef`
 * current and, with `firstKey`, highlights the first option whenever the open list has none
 * highlighted (React Aria clears the highlight on every keystroke).
 */
function StateBridge({ stateRef, firstKey }: { stateRef: MutableRefObject<ComboState | null>; firstKey: string | null }) {
  const state = useContext(ComboBoxStateContext);
  useLayoutEffect(() => {
    // The collection copy React Aria renders to build the options has no state: ignore it.
    if (state) stateRef.current = state;
  });
  useEffect(() => {
    if (!state || !state.isOpen || firstKey === null) return;
    const manager = state.selectionManager;
    if (manager.focusedKey !== null && state.collection.getItem(manager.focusedKey)) return;
    if (state.collection.getItem(firstKey)) manager.setFocusedKey(firstKey);
  });
  return null;
}

const Root = styled(AriaComboBox)`
  display: flex;
  flex-direction: column;
  gap: 4px;
  min-width: 0;
`;

const FieldLabel = styled(Label)<{ $hidden: boolean }>`
  font-weight: 500;
  font-size: 13px;
  ${({ $hidden }) => ($hidden ? visuallyHidden : '')}
`;

const InputGroup = styled(Group)`
  position: relative;
  display: flex;
  align-items: center;
`;

const InputIcon = styled.span`
  position: absolute;
  left: 10px;
  display: inline-flex;
  color: ${({ theme }) => theme.colors.textMuted};
  pointer-events: none;
`;

const FieldInput = styled(Input)<{ $withIcon: boolean }>`
  ${controlStyles}
  padding-left: ${({ $withIcon }) => ($withIcon ? '34px' : '10px')};
  &::placeholder { color: ${({ theme }) => theme.colors.textMuted}; opacity: 1; }
  &[data-disabled] { cursor: not-allowed; }
`;

const Hint = styled(Text)`
  font-size: 12px;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const ListPopover = styled(Popover)`
  ${floatingSurface}
  z-index: ${Z_POPOVER};
  display: flex;
  flex-direction: column;
  width: var(--trigger-width);
  min-width: 14rem;
  overflow: hidden;
`;

const InlineBox = styled.div`
  margin-top: 6px;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  &[hidden] { display: none; }
`;

const Options = styled(ListBox)`
  display: block;
  flex: 1 1 auto;
  min-height: 0;
  max-height: 22rem;
  overflow: auto;
  padding: 4px;
  outline: none;
` as typeof ListBox;

const Option = styled(ListBoxItem)`
  ${itemRow}
  justify-content: space-between;
  gap: 1rem;
` as typeof ListBoxItem;

const Detail = styled(Text)`
  font-size: 0.8rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const GroupHeading = styled(Header)`
  padding: 0.6rem 0.6rem 0.25rem;
  font-size: 0.75rem;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const spin = keyframes`to { transform: rotate(360deg); }`;

const Dot = styled.span`
  display: inline-block;
  width: 14px;
  height: 14px;
  border: 2px solid ${({ theme }) => theme.colors.border};
  border-top-color: ${({ theme }) => theme.colors.primary};
  border-radius: 50%;
  animation: ${spin} 0.7s linear infinite;
`;

const State = styled.div<{ $error?: boolean }>`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: 0.5rem;
  padding: 1rem 0.6rem;
  text-align: center;
  color: ${({ theme, $error }) => ($error ? theme.colors.danger : theme.colors.textMuted)};
  ${({ $error }) =>
    $error
      ? css`
          font-weight: 500;
        `
      : ''}
`;
