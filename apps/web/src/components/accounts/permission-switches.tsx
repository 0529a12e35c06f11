// The Menu Restriction switches of a staff account (spec 1 §5): the permission tree as nested
// switches, without the screens the restaurant's type cannot use (the side menu's rule, so Order
// Time Frame only for a delivery restaurant, Wait Time not for a reservation one). Every change goes through the domain's toggleStaffPermission, so a parent carries its
// children, search-order and detail-order move together, a parent goes off with its last child,
// and the owner-only Staff item stays off (shown, disabled, as the original listed it).
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { permissionGroups } from '@noren/domain/account-form';
import { isStaffSwitchable, staffSwitchesFor, toggleStaffPermission } from '@noren/domain/permission-toggle';
import { menuTree, type PermissionEntry } from '@noren/domain/permissions';
import type { RestaurantType } from '@noren/domain/restaurant';
import { useTranslation } from 'react-i18next';

export interface PermissionSwitchesProps {
  /** The i18n area of the screen (`<area>.permissions.*`). */
  area: string;
  value: readonly PermissionEntry[];
  /** The account's restaurant's type (null: not known yet, e.g. no restaurant chosen). */
  restaurantType: RestaurantType | null;
  onChange: (next: PermissionEntry[]) => void;
  disabled?: boolean;
  /** Each switch is `<testId>-<permission id>`. */
  testId: string;
}

export function PermissionSwitches(props: PermissionSwitchesProps) {
  const { area, value, restaurantType, onChange, disabled = false, testId } = props;
  const { t } = useTranslation();
  const labelOf = (entry: PermissionEntry) => {
    const node = menuTree.find((candidate) => candidate.id === entry.id);
    return node ? t(`menu.${node.labelKey}`) : entry.name;
  };

  const toggle = (entry: PermissionEntry, on: boolean) => onChange(toggleStaffPermission(value, entry.id, on));

  const item = (entry: PermissionEntry, parent: boolean) => {
    const switchable = isStaffSwitchable(entry.id);
    return (
      <Box key={entry.id}>
        <FormControlLabel
          sx={{ mr: 0, '& .MuiFormControlLabel-label': { fontWeight: parent ? 600 : 400 } }}
          control={
            <Switch
              checked={entry.active}
              disabled={disabled || !switchable}
              onChange={(event) => toggle(entry, event.target.checked)}
              slotProps={{ input: { role: 'switch', 'data-testid': `${testId}-${entry.id}` } as object }}
            />
          }
          label={labelOf(entry)}
        />
        {!switchable && (
          <Typography variant="caption" sx={{ color: 'text.secondary', display: 'block', ml: 6.5, mt: -0.5 }}>
            {t(`${area}.permissions.ownerOnly`)}
          </Typography>
        )}
      </Box>
    );
  };

  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }} data-testid={testId}>
      <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 700, mb: 0.5 }}>
        {t(`${area}.permissions.title`)}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1.5 }}>
        {t(`${area}.permissions.intro`)}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
          columnGap: 2,
          rowGap: 0.5,
          alignItems: 'start',
        }}
      >
        {permissionGroups(staffSwitchesFor(value, restaurantType)).map(({ entry, children }) =>
          children.length === 0 ? (
            item(entry, false)
          ) : (
            <Box
              key={entry.id}
              sx={{ gridColumn: '1 / -1', border: 1, borderColor: 'divider', borderRadius: 1, px: 1.5, py: 1 }}
            >
              {item(entry, true)}
              <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2, pl: 3 }}>
                {children.map((child) => item(child, false))}
              </Box>
            </Box>
          ),
        )}
      </Box>
    </Box>
  );
}
