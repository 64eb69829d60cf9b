/** Device lists: Apple's compatibility lists for the system versions the app needs (facts.ts). */

export interface DeviceGroup {
  readonly name: string;
  readonly models: readonly string[];
}

/** Devices that run iOS or iPadOS 12 or later. */
export const iosDevices: readonly DeviceGroup[] = [
  { name: 'iPhone', models: ['iPhone 5s, 6 and 6 Plus', 'iPhone 6s, 6s Plus and SE (1st generation)', 'iPhone 7, 7 Plus, 8 and 8 Plus', 'iPhone X, XR, XS and XS Max', 'iPhone 11 series and SE (2nd and 3rd generation)', 'iPhone 12, 13, 14, 15 and 16 series and later'] },
  { name: 'iPad', models: ['iPad Air (1st generation) and later', 'iPad mini 2 and later', 'iPad (5th generation) and later', 'Every iPad Pro model'] },
  { name: 'iPod touch', models: ['iPod touch (6th generation)', 'iPod touch (7th generation)'] },
];

/** Intel Macs that run macOS 12 Monterey, and the Apple Silicon Macs (all of which do). */
export const macDevices: readonly DeviceGroup[] = [
  { name: 'Intel Macs', models: ['MacBook Pro (Early 2015 and later)', 'MacBook Air (Early 2015 and later)', 'MacBook (Early 2016 and later)', 'iMac (Late 2015 and later)', 'iMac Pro (2017)', 'Mac mini (Late 2014 and later)', 'Mac Pro (Late 2013 and later)'] },
  { name: 'Apple Silicon Macs (M1 and later)', models: ['MacBook Air (M1, 2020 and later)', 'MacBook Pro (M1, 2020 and later, including M1 Pro and M1 Max)', 'Mac mini (M1, 2020 and later)', 'iMac 24-inch (M1, 2021 and later)', 'Mac Studio (2022 and later)', 'Mac Pro (M2 Ultra, 2023)'] },
];
