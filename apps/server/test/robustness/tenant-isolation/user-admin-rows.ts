// Isolation rows of the admin API's accounts (ADR 059): B's operator can neither see the devices
// of A's viewer, nor sign one out, nor change the viewer's role or global-tag permission. The
// writes have no control row: A's own operator sending them would change A's viewer.
import {
  listAdminUserDevicesCall,
  removeAdminUserDeviceCall,
  setAdminUserGlobalTagsCall,
  setAdminUserRoleCall,
} from '@touchline/contract/calls/admin-users';
import { expect } from 'vitest';
import { callKey } from '../contract-calls';
import { accountOfA, B, devicesOfA, fx } from './tenant-fixture';
import { get, post, type RowsByCall } from './tenant-row';

const facts = () => [fx().viewerA.account.email, fx().viewerA.deviceName];
const asB = { operatorKey: B.key };

const unchanged = async () => {
  expect(await accountOfA(fx().viewerA.userId)).toEqual({
    role: 'viewer',
    can_create_global_tag: false,
  });
  expect(await devicesOfA()).toEqual(fx().viewerA.devices);
};

export const userAdminRows: RowsByCall = {
  [callKey(listAdminUserDevicesCall)]: [
    {
      name: "B's operator lists the devices of A's viewer",
      request: (id) => ({ ...get(`/api/admin/users/${id}/devices`), ...asB }),
      target: () => fx().viewerA.userId,
      status: [404],
      check: 'same',
      leaks: facts,
      control: () => ({ ...get(`/api/admin/users/${fx().viewerA.userId}/devices`), ...asB }),
      shows: () => fx().viewerA.deviceId,
    },
  ],
  [callKey(removeAdminUserDeviceCall)]: [
    {
      name: "B's operator signs out a device of A's viewer",
      request: (id) =>
        post(`/api/admin/users/${id}/devices/${fx().viewerA.deviceId}/remove`, {}, asB),
      target: () => fx().viewerA.userId,
      status: [404],
      check: 'same',
      leaks: facts,
      after: unchanged,
    },
  ],
  [callKey(setAdminUserRoleCall)]: [
    {
      name: "B's operator makes A's viewer an operator",
      request: (id) => post(`/api/admin/users/${id}/role`, { role: 'operator' }, asB),
      target: () => fx().viewerA.userId,
      status: [404],
      check: 'same',
      leaks: facts,
      after: unchanged,
    },
  ],
  [callKey(setAdminUserGlobalTagsCall)]: [
    {
      name: "B's operator lets A's viewer write global tags",
      request: (id) => post(`/api/admin/users/${id}/global_tags`, { allowed: true }, asB),
      target: () => fx().viewerA.userId,
      status: [404],
      check: 'same',
      leaks: facts,
      after: unchanged,
    },
  ],
};
