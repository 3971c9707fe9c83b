import { ActionIcon, TextInput } from '@mantine/core';
import { isIsoDate, TIME_24H_RE } from '@suara/domain';
import { IconCalendar, IconClock } from '@tabler/icons-react';
import { useRef, type ReactNode } from 'react';
import classes from './date-time-inputs.module.css';

/*
 * Dates and times as text in the spec's formats, 'yyyy/MM/dd' and 24-hour 'HH:mm' (the review
 * form's incident, Advanced Search's Date From / To), whatever the browser's locale: a native date
 * or time input draws the device's format ('mm/dd/yyyy', '08:02 PM'; issue #13). Typing is masked
 * (digits only, the separators added), and a button opens the browser's own picker on a hidden
 * native input, so phones keep their calendar. The values are 'yyyy-MM-dd' and 'HH:mm'.
 */

/** Typed text → the stored value: digits only, 'yyyy-MM-dd' as far as typed ('2026-1' while typing). */
function maskDate(text: string): string {
  const digits = text.replace(/\D/g, '').slice(0, 8);
  return [digits.slice(0, 4), digits.slice(4, 6), digits.slice(6, 8)].filter(Boolean).join('-');
}

/** Typed text → 'HH:mm' as far as typed; a typed colon splits hours from minutes ('8:05'). */
function maskTime(text: string): string {
  const colon = text.indexOf(':');
  if (colon >= 0) {
    const hours = text.slice(0, colon).replace(/\D/g, '').slice(-2);
    const minutes = text.slice(colon + 1).replace(/\D/g, '').slice(0, 2);
    return `${hours}:${minutes}`;
  }
  const digits = text.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}:${digits.slice(2)}` : digits;
}

/** '8:05' → '08:05' once the rider leaves the field. */
function padTime(value: string): string {
  const match = /^(\d):(\d\d)$/.exec(value);
  return match ? `0${match[1]}:${match[2]}` : value;
}

type PickerProps = {
  type: 'date' | 'time';
  value: string;
  min?: string | undefined;
  max?: string | undefined;
  label: string;
  icon: ReactNode;
  onPick: (value: string) => void;
};

/** A button opening the browser's picker on a native input kept out of sight and out of the tab order. */
function NativePicker({ type, value, min, max, label, icon, onPick }: PickerProps) {
  const input = useRef<HTMLInputElement>(null);
  const open = () => {
    const element = input.current;
    if (!element) return;
    try {
      element.showPicker();
    } catch {
      // No showPicker (older browsers) or not allowed: typing still works.
      element.focus();
    }
  };
  return (
    <span className={classes.pickerAnchor}>
      <ActionIcon variant="subtle" color="gray" size="lg" aria-label={label} onClick={open}>
        {icon}
      </ActionIcon>
      <input
        ref={input}
        type={type}
        className={classes.pickerInput}
        tabIndex={-1}
        aria-hidden="true"
        value={value}
        min={min}
        max={max}
        step={type === 'time' ? 60 : undefined}
        onChange={(event) => {
          if (event.currentTarget.value) onPick(event.currentTarget.value);
        }}
      />
    </span>
  );
}

type FieldProps = {
  id?: string;
  label: string;
  description: string;
  pickerLabel: string;
  value: string;
  required?: boolean;
  error?: string | undefined;
  onChange: (value: string) => void;
};

export function DateTextInput({ min, max, value, onChange, pickerLabel, ...field }: FieldProps & { min?: string | undefined; max: string }) {
  return (
    <TextInput
      {...field}
      inputMode="numeric"
      autoComplete="off"
      placeholder="yyyy/MM/dd"
      maxLength={10}
      value={value.replaceAll('-', '/')}
      onChange={(event) => onChange(maskDate(event.currentTarget.value))}
      rightSectionWidth={44}
      rightSectionPointerEvents="all"
      rightSection={
        <NativePicker
          type="date"
          value={isIsoDate(value) ? value : ''}
          min={min}
          max={max}
          label={pickerLabel}
          icon={<IconCalendar size={18} aria-hidden="true" />}
          onPick={onChange}
        />
      }
    />
  );
}

export function TimeTextInput({ value, onChange, pickerLabel, ...field }: FieldProps) {
  return (
    <TextInput
      {...field}
      inputMode="numeric"
      autoComplete="off"
      placeholder="HH:mm"
      maxLength={5}
      value={value}
      onChange={(event) => onChange(maskTime(event.currentTarget.value))}
      onBlur={() => {
        const padded = padTime(value);
        if (padded !== value) onChange(padded);
      }}
      rightSectionWidth={44}
      rightSectionPointerEvents="all"
      rightSection={
        <NativePicker type="time" value={TIME_24H_RE.test(value) ? value : ''} label={pickerLabel} icon={<IconClock size={18} aria-hidden="true" />} onPick={onChange} />
      }
    />
  );
}
