// The spec 2.4 gates of the FLEX/BASE screens as route conditions, shared by their menu entries and their routes:
// the contract pages need flexDisplay; the user and flex charge pages also flexContractExistFlg; adding users also
// availableFlexContractFlg (a contract in force with a free seat).
import type { RouteCondition } from '../../kernel/plugin';
import { PermissionService } from '../contracts';

const permissionsOf = (services: Parameters<RouteCondition>[0]) => services.get<PermissionService>(PermissionService);

/** /FlexContract/Info and /FlexContract/Detail: flexDisplay (spec 4's flex menu rule). */
export const flexContractDisplay: RouteCondition = (services) => permissionsOf(services).flexDisplay.value;

/** /FlexUser/Info and /FlexUser/Register: flexDisplay and a contract in force (flexContractExistFlg). */
export const flexUserDisplay: RouteCondition = (services) =>
  flexContractDisplay(services) && permissionsOf(services).viewPermission.value?.flexContractExistFlg === true;

/** /FlexCharge/Info, All and Summary: the same gates as the user pages (spec 2.4 names them together). */
export const flexChargeDisplay: RouteCondition = flexUserDisplay;

/** /FlexUser/Added: as the user pages, and a contract with a free seat (availableFlexContractFlg). */
export const flexUserAddable: RouteCondition = (services) =>
  flexUserDisplay(services) && permissionsOf(services).viewPermission.value?.availableFlexContractFlg === true;
