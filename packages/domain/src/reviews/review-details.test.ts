import { describe, expect, it } from 'vitest';
import { errorsOf, parseOk } from '../testing.ts';
import { ADDRESS_PLACEHOLDER, isPlaceholderAddress, THIS_LOCATION } from './address.ts';
import {
  makeZIncidentDateTime,
  makeZIncidentForm,
  makeZReviewDetails,
  ZVehiclePlate,
} from './review-details.ts';

// Pinned clock: 15 June 2024, 12:00 in Kuala Lumpur.
const NOW = new Date('2024-06-15T12:00:00+08:00');
const now = () => NOW;
const ZDetails = makeZReviewDetails(now);

const details = {
  incidentDateTime: '2024-06-15T08:30:00+08:00',
  experience: 'The bus was 40 minutes late.',
  location: { latitude: 3.1, longitude: 101.6, address: 'Jalan Templer, Petaling Jaya' },
};

describe('incident date and time', () => {
  const Z = makeZIncidentDateTime(now);

  it('accepts past times as ISO strings or Dates', () => {
    expect(parseOk(Z, '2024-06-15T11:59:00+08:00')).toEqual(new Date('2024-06-15T03:59:00Z'));
    expect(parseOk(Z, new Date('2020-01-01T00:00:00Z'))).toEqual(new Date('2020-01-01T00:00:00Z'));
  });

  it('is required', () => {
    for (const value of [undefined, null, '', 'yesterday', '2024-06-15', 1718000000000]) {
      expect(errorsOf(Z, value)).toEqual({ _form: 'incidentDateRequired' });
    }
  });

  it('rejects the future beyond the clock-skew allowance', () => {
    expect(errorsOf(Z, '2024-06-15T13:00:00+08:00')).toEqual({ _form: 'incidentInFuture' });
    expect(errorsOf(Z, '2024-06-15T12:05:01+08:00')).toEqual({ _form: 'incidentInFuture' });
    expect(errorsOf(Z, '2024-06-15T12:05:00+08:00')).toEqual({});
  });

  it('uses the injected clock, not the real one', () => {
    const later = makeZIncidentDateTime(() => new Date('2030-01-01T00:00:00Z'));
    expect(errorsOf(later, '2029-12-31T00:00:00Z')).toEqual({});
    expect(errorsOf(Z, '2029-12-31T00:00:00Z')).toEqual({ _form: 'incidentInFuture' });
  });
});

describe('incident form fields (date + 24-hour time)', () => {
  const Z = makeZIncidentForm(now);

  it('combines Kuala Lumpur date and time into an instant', () => {
    expect(parseOk(Z, { incidentDate: '2024-06-15', incidentTime: '08:30' })).toEqual(
      new Date('2024-06-15T00:30:00Z'),
    );
  });

  it('requires both fields', () => {
    expect(errorsOf(Z, {})).toEqual({ incidentDate: 'incidentDateRequired', incidentTime: 'incidentTimeRequired' });
    expect(errorsOf(Z, { incidentDate: '2024-02-30', incidentTime: '8:30 PM' })).toEqual({
      incidentDate: 'incidentDateRequired',
      incidentTime: 'incidentTimeRequired',
    });
  });

  it('blames a future day on the date and a later hour today on the time', () => {
    expect(errorsOf(Z, { incidentDate: '2024-06-16', incidentTime: '00:00' })).toEqual({
      incidentDate: 'incidentInFuture',
    });
    expect(errorsOf(Z, { incidentDate: '2024-06-15', incidentTime: '18:00' })).toEqual({
      incidentTime: 'incidentInFuture',
    });
    expect(errorsOf(Z, { incidentDate: '2024-06-15', incidentTime: '12:00' })).toEqual({});
  });
});

describe('ZReviewDetails', () => {
  it('accepts the minimum: incident, experience, location', () => {
    const parsed = parseOk(ZDetails, details);
    expect(parsed.incidentDateTime).toEqual(new Date('2024-06-15T00:30:00Z'));
    expect(parsed.operatorName).toBeUndefined();
    expect(parsed.vehiclePlate).toBeUndefined();
  });

  it('requires the experience', () => {
    expect(errorsOf(ZDetails, { ...details, experience: '   ' })).toEqual({ experience: 'experienceRequired' });
    expect(errorsOf(ZDetails, { ...details, experience: undefined })).toEqual({ experience: 'experienceRequired' });
  });

  it('requires a location with valid coordinates', () => {
    expect(errorsOf(ZDetails, { ...details, location: undefined })).toEqual({ location: 'locationRequired' });
    expect(errorsOf(ZDetails, { ...details, location: { latitude: 91, longitude: -181 } })).toEqual({
      'location.latitude': 'latitudeInvalid',
      'location.longitude': 'longitudeInvalid',
    });
  });

  it('keeps optional fields trimmed and turns blanks into undefined', () => {
    const parsed = parseOk(ZDetails, {
      ...details,
      operatorName: '  Rapid KL ',
      routeName: '',
      stopName: null,
      comment: ' Please add more buses ',
    });
    expect(parsed).toMatchObject({ operatorName: 'Rapid KL', comment: 'Please add more buses' });
    expect(parsed.routeName).toBeUndefined();
    expect(parsed.stopName).toBeUndefined();
  });

  it.each([
    ['experience', 2000, 'experienceTooLong'],
    ['operatorName', 120, 'operatorTooLong'],
    ['routeName', 120, 'routeTooLong'],
    ['stopName', 120, 'stopTooLong'],
    ['comment', 1000, 'reviewCommentTooLong'],
  ])('%s allows %i characters', (field, max, code) => {
    expect(errorsOf(ZDetails, { ...details, [field]: 'x'.repeat(max) })).toEqual({});
    expect(errorsOf(ZDetails, { ...details, [field]: 'x'.repeat(max + 1) })).toEqual({ [field]: code });
  });

  it('limits the address and allows the placeholder', () => {
    const at = (address: unknown) => ({ ...details, location: { ...details.location, address } });
    expect(errorsOf(ZDetails, at('x'.repeat(300)))).toEqual({});
    expect(errorsOf(ZDetails, at('x'.repeat(301)))).toEqual({ 'location.address': 'addressTooLong' });
    expect(errorsOf(ZDetails, at(ADDRESS_PLACEHOLDER.en))).toEqual({});
  });

  it('never keeps the placeholder as an address (issue #13): it is dropped in either language', () => {
    const at = (address: unknown) => ({ ...details, location: { ...details.location, address } });
    expect(parseOk(ZDetails, at(ADDRESS_PLACEHOLDER.en)).location.address).toBeUndefined();
    expect(parseOk(ZDetails, at(` ${ADDRESS_PLACEHOLDER.ms} `)).location.address).toBeUndefined();
    expect(parseOk(ZDetails, at('near KL113 HAB LEBUH PUDU')).location.address).toBe('near KL113 HAB LEBUH PUDU');
  });

  it('takes a place in Malaysia only (issue #13), the whole location blamed', () => {
    const at = (latitude: number, longitude: number) => ({ ...details, location: { latitude, longitude, address: 'x' } });
    for (const [latitude, longitude] of [
      [3.1478, 101.6953], // Kuala Lumpur
      [5.345, 103.14], // Kuala Terengganu (the e2e map crowd)
      [6.4414, 100.1986], // Kangar, Perlis
      [1.4927, 103.7414], // Johor Bahru
      [5.6833, 98.9333], // Pulau Perak, Penang
      [1.5535, 110.3593], // Kuching, Sarawak
      [5.9804, 116.0735], // Kota Kinabalu, Sabah
      [5.2831, 115.2308], // Labuan
      [4.4792, 118.6117], // Semporna, Sabah
    ]) {
      expect(errorsOf(ZDetails, at(latitude!, longitude!)), `${latitude}, ${longitude}`).toEqual({});
    }
    for (const [latitude, longitude] of [
      [51.5072, -0.1276], // London
      [0.5, 101.45], // Pekanbaru, Sumatra: just south of the peninsula's box
      [3.6, 98.67], // Medan, Sumatra: just west of it
      [13.7563, 100.5018], // Bangkok
      [5.0, 119.5], // the Sulu Sea just east of Sabah
      [0, 0],
    ]) {
      expect(errorsOf(ZDetails, at(latitude!, longitude!)), `${latitude}, ${longitude}`).toEqual({ location: 'locationOutsideMalaysia' });
    }
    // An impossible latitude is reported once, on its own field.
    expect(errorsOf(ZDetails, at(91, 101.6))).toEqual({ 'location.latitude': 'latitudeInvalid' });
  });

  it('rejects a future incident', () => {
    expect(errorsOf(ZDetails, { ...details, incidentDateTime: '2024-06-16T08:00:00+08:00' })).toEqual({
      incidentDateTime: 'incidentInFuture',
    });
  });
});

describe('vehicle plate', () => {
  it.each([
    ['wxy 1234', 'WXY 1234'],
    ['  vba  123 ', 'VBA 123'],
    ['putrajaya 1234', 'PUTRAJAYA 1234'],
    ['ksa-1', 'KSA-1'],
  ])('%j is stored as %j', (input, stored) => {
    expect(parseOk(ZVehiclePlate, input)).toBe(stored);
  });

  it('is optional', () => {
    expect(parseOk(ZVehiclePlate, '')).toBeUndefined();
    expect(parseOk(ZVehiclePlate, undefined)).toBeUndefined();
  });

  it('limits length and characters', () => {
    expect(errorsOf(ZVehiclePlate, 'A'.repeat(15))).toEqual({});
    expect(errorsOf(ZVehiclePlate, 'A'.repeat(16))).toEqual({ _form: 'plateTooLong' });
    expect(errorsOf(ZVehiclePlate, 'WXY#1234')).toEqual({ _form: 'plateInvalid' });
  });

  it('is upper-cased inside the details schema', () => {
    expect(parseOk(ZDetails, { ...details, vehiclePlate: 'bkk 99' }).vehiclePlate).toBe('BKK 99');
  });
});

describe('placeholder address', () => {
  it('has both languages and is recognised in either', () => {
    expect(ADDRESS_PLACEHOLDER.en).toBe('Drag marker to select your location');
    expect(ADDRESS_PLACEHOLDER.ms).not.toBe('');
    expect(THIS_LOCATION.en).toBe('this location');
    expect(isPlaceholderAddress(ADDRESS_PLACEHOLDER.en)).toBe(true);
    expect(isPlaceholderAddress(` ${ADDRESS_PLACEHOLDER.ms} `)).toBe(true);
    expect(isPlaceholderAddress('')).toBe(true);
    expect(isPlaceholderAddress(undefined)).toBe(true);
    expect(isPlaceholderAddress('Jalan Templer')).toBe(false);
  });
});
