import { defineModule } from '../module-registry';
import { createDevicesServices, type DevicesServices } from './devices.factory';
import { devicesRoutes } from './devices.routes';
import * as sessionDevices from './migrations/devices-0001-session-devices';

declare module '../module-registry' {
  interface ModuleServicesMap {
    devices: DevicesServices;
  }
}

/** TV device linking by short code and the member's signed-in devices (issue 23; docs/devices.md). */
export const devicesModule = defineModule({
  name: 'devices',
  dependsOn: ['auth'],
  create: ({ config, log, deps, overrides }) =>
    createDevicesServices(config, { sessions: deps.auth.sessions, log }, overrides.devices),
  routes: devicesRoutes,
  // After parental's 0021.
  migrations: { '0022-devices': sessionDevices },
  onClose: (devices) => devices.close(),
});
