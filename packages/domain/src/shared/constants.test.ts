import { describe, expect, it } from 'vitest';
import { isIsoDate, klDateString, klDateTime, DATE_FILTER_FORMAT, DETAIL_DATE_FORMAT_MOMENT, TIME_ZONE } from './dates.ts';
import { DEFAULT_LANGUAGE, LANGUAGES, LANGUAGE_LABELS, localize, optionTitle, ZLanguage } from './language.ts';
import { MAP_DEFAULT_CENTER, MAP_ZOOM, ZLatitude, ZLongitude } from './map.ts';
import { DEFAULT_TABLE_PAGE_SIZE, TABLE_PAGE_SIZES, ZTablePageSize } from './pagination.ts';
import { MIN_AGE, PRIZE } from './policy.ts';
import { HOME_SERVICE_GRID, LIST_MAP_HEIGHT, SKELETON_CARDS, SMOOTH_SCROLL_MS, SOCIAL_REDIRECT_DELAY_MS, AVATAR_SIZES, CONTACT_MESSAGE_ROWS } from './ui.ts';
import { errorsOf, parseOk } from '../testing.ts';

describe('spec §9 constants', () => {
  it('table page sizes', () => {
    expect(TABLE_PAGE_SIZES).toEqual([5, 10, 25, 'all']);
    expect(DEFAULT_TABLE_PAGE_SIZE).toBe(5);
    expect(parseOk(ZTablePageSize, '10')).toBe(10);
    expect(parseOk(ZTablePageSize, 25)).toBe(25);
    expect(parseOk(ZTablePageSize, 'all')).toBe('all');
    expect(errorsOf(ZTablePageSize, 7)).toEqual({ _form: 'tablePageSizeInvalid' });
    expect(errorsOf(ZTablePageSize, '100')).toEqual({ _form: 'tablePageSizeInvalid' });
  });

  it('ui timings and sizes', () => {
    expect(SKELETON_CARDS).toBe(3);
    expect(HOME_SERVICE_GRID).toBe(5);
    expect(SMOOTH_SCROLL_MS).toBe(500);
    expect(SOCIAL_REDIRECT_DELAY_MS).toBe(1000);
    expect(AVATAR_SIZES).toEqual({ default: 30, detail: 60, navBar: 45 });
    expect(LIST_MAP_HEIGHT).toBe('50vh');
    expect(CONTACT_MESSAGE_ROWS).toBe(3);
  });

  it('map', () => {
    expect(MAP_ZOOM).toBe(13);
    expect(MAP_DEFAULT_CENTER).toEqual({ lat: 3.128, lng: 101.594 });
  });

  it('prize, age, languages, formats', () => {
    expect(PRIZE.amount).toBe(50);
    expect(PRIZE.currency).toBe('RM');
    expect(PRIZE.winners).toBe(25);
    expect(PRIZE.headline.en).toBe('Stand a chance to win RM50 Touch n Go card');
    expect(MIN_AGE).toBe(18);
    expect(LANGUAGES).toEqual(['en', 'ms']);
    expect(DEFAULT_LANGUAGE).toBe('en');
    expect(DATE_FILTER_FORMAT).toBe('yyyy / MM / dd');
    expect(DETAIL_DATE_FORMAT_MOMENT).toBe('dddd, MMMM Do YYYY HH:mm:ss');
    expect(TIME_ZONE).toBe('Asia/Kuala_Lumpur');
  });
});

describe('language helpers', () => {
  it('ZLanguage accepts en and ms only', () => {
    expect(parseOk(ZLanguage, 'ms')).toBe('ms');
    expect(errorsOf(ZLanguage, 'fr')).toEqual({ _form: 'invalidValue' });
  });

  it('localize and optionTitle pick the language', () => {
    expect(localize(LANGUAGE_LABELS.ms, 'en')).toBe('Bahasa Malaysia');
    expect(optionTitle({ title: 'Taxi', titleMs: 'Teksi' }, 'ms')).toBe('Teksi');
    expect(optionTitle({ title: 'Taxi', titleMs: 'Teksi' }, 'en')).toBe('Taxi');
  });
});

describe('coordinates', () => {
  it.each([
    [-90, true],
    [90, true],
    [-90.0001, false],
    [90.0001, false],
  ])('latitude %d valid=%s', (value, valid) => {
    expect(ZLatitude.safeParse(value).success).toBe(valid);
  });

  it.each([
    [-180, true],
    [180, true],
    [-180.1, false],
    [180.1, false],
  ])('longitude %d valid=%s', (value, valid) => {
    expect(ZLongitude.safeParse(value).success).toBe(valid);
  });

  it('rejects non-numbers with the coordinate code', () => {
    expect(errorsOf(ZLatitude, '3.1')).toEqual({ _form: 'latitudeInvalid' });
    expect(errorsOf(ZLongitude, Number.NaN)).toEqual({ _form: 'longitudeInvalid' });
  });
});

describe('Kuala Lumpur dates', () => {
  it('klDateString uses UTC+8', () => {
    expect(klDateString(new Date('2024-06-15T15:59:59Z'))).toBe('2024-06-15');
    expect(klDateString(new Date('2024-06-15T16:00:00Z'))).toBe('2024-06-16');
  });

  it('klDateTime combines date and 24-hour time', () => {
    expect(klDateTime('2024-06-15', '23:30')?.toISOString()).toBe('2024-06-15T15:30:00.000Z');
    expect(klDateTime('2024-06-15', '24:00')).toBeNull();
    expect(klDateTime('2024-06-15', '7:30')).toBeNull();
    expect(klDateTime('2024-02-30', '10:00')).toBeNull();
  });

  it('isIsoDate rejects impossible days', () => {
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2023-02-29')).toBe(false);
    expect(isIsoDate('2024/02/01')).toBe(false);
  });
});
