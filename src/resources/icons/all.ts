/** The resource areas' icons by name (loaded as one chunk by ./index.ts). */
export { default as extension } from '@mui/icons-material/Extension';
export { default as phonelinkSetup } from '@mui/icons-material/PhonelinkSetup';
export { default as key } from '@mui/icons-material/Key';
export { default as accountTree } from '@mui/icons-material/AccountTree';
export { default as wifi } from '@mui/icons-material/Wifi';
export { default as devicesOther } from '@mui/icons-material/DevicesOther';
export { default as router } from '@mui/icons-material/Router';
export { default as viewQuilt } from '@mui/icons-material/ViewQuilt';
export { default as place } from '@mui/icons-material/Place';
export { default as handshake } from '@mui/icons-material/Handshake';
export { default as web } from '@mui/icons-material/Web';
export { default as people } from '@mui/icons-material/People';
export { default as sensors } from '@mui/icons-material/Sensors';
export { default as vpnKey } from '@mui/icons-material/VpnKey';
export { default as webhook } from '@mui/icons-material/Webhook';
export { default as notificationImportant } from '@mui/icons-material/NotificationImportant';
export { default as privacyTip } from '@mui/icons-material/PrivacyTip';
