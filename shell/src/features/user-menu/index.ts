export { UserMenu } from './UserMenu';
export { ChangePasswordDialog } from './ChangePasswordDialog';
