/** Tables of the test-drive resources (src/domain/resources/test-drive/test-drive.ts). */
import { index } from 'drizzle-orm/pg-core';
import { resourceTable } from '../resource-table';
import { testDriveCarResource, testDriveConfigResource, testDriveEventResource, testDriveResource, testDriveRouteResource } from '../../../src/domain/resources/test-drive/test-drive';

export const ahTestDriveCar = resourceTable(testDriveCarResource);
export const ahTestDriveRoute = resourceTable(testDriveRouteResource);
export const ahTestDriveConfig = resourceTable(testDriveConfigResource);
// the overlap check of a booking reads a car's holding bookings by time
export const ahTestDrive = resourceTable(testDriveResource, (c) => [index('ah_test_drive_car_time_idx').on(c.ahTestDriveCarId, c.startTime, c.endTime)]);
export const ahTestDriveEvent = resourceTable(testDriveEventResource);
