'use client';
import { Menu, Portal } from '@chakra-ui/react';
import { useState, type MouseEvent, type PointerEvent, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { chartMessages } from '../../messages';

export interface ChartContextMenuProps {
  /** The chart area: right-click, a long press (touch) or the keyboard's context-menu key opens the menu there. */
  children: ReactNode;
  /** Price under the pointer, from the chart's scale (null outside the candles pane). */
  priceAt: (clientX: number, clientY: number) => number | null;
  /** Price used when the menu is opened from the keyboard: the last price, read when the menu opens. */
  fallbackPrice: () => number | null;
  formatPrice: (price: number) => string;
  onAddAlert: (price: number) => void;
  /** Absent when trading is not offered here: the Buy/Sell entries are hidden. */
  onTrade?: (side: 1 | -1, price: number) => void;
}

/** "Add alert at <price>" and "Buy/Sell at <price>" on the chart (issue 4 §5). */
export function ChartContextMenu({ children, priceAt, fallbackPrice, formatPrice, onAddAlert, onTrade }: ChartContextMenuProps) {
  const intl = useIntl();
  const [price, setPrice] = useState<number | null>(null);
  const capture = (e: MouseEvent) => {
    // A keyboard-opened menu has no pointer position (0, 0): use the last price.
    const fromPointer = e.clientX === 0 && e.clientY === 0 ? null : priceAt(e.clientX, e.clientY);
    setPrice(fromPointer ?? fallbackPrice());
  };
  // A long press on a touch screen opens the menu too (issue 21 item 4; the menu's own long-press timer): the price
  // is read where the finger went down, since no contextmenu event follows on every touch browser.
  const captureTouch = (e: PointerEvent) => {
    if (e.pointerType === 'mouse') return;
    setPrice(priceAt(e.clientX, e.clientY) ?? fallbackPrice());
  };
  const label = price === null ? '' : formatPrice(price);
  return (
    <Menu.Root
      onSelect={({ value }) => {
        if (price === null) return;
        if (value === 'alert') onAddAlert(price);
        else if (value === 'buy') onTrade?.(1, price);
        else if (value === 'sell') onTrade?.(-1, price);
      }}
    >
      <Menu.ContextTrigger asChild onContextMenu={capture} onPointerDown={captureTouch}>
        {children}
      </Menu.ContextTrigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="44">
            <Menu.Item value="alert" disabled={price === null}>
              {intl.formatMessage(chartMessages.menuAddAlert, { price: label })}
            </Menu.Item>
            {onTrade && (
              <>
                <Menu.Separator />
                <Menu.Item value="buy" disabled={price === null} color="fg.success">
                  {intl.formatMessage(chartMessages.menuBuy, { price: label })}
                </Menu.Item>
                <Menu.Item value="sell" disabled={price === null} color="fg.error">
                  {intl.formatMessage(chartMessages.menuSell, { price: label })}
                </Menu.Item>
              </>
            )}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
