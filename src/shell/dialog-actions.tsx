/** The button bar of the shell's form dialogs: Cancel closes the dialog, the submit button sends the form. */
import { Button, Dialog, Flex } from '@radix-ui/themes';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export function DialogActions(props: { busy: boolean; submitLabel: string; cancel?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Flex justify="end" gap="3" mt="2">
      {props.cancel ?? (
        <Dialog.Close>
          <Button type="button" variant="soft" color="gray">
            {t('common.cancel')}
          </Button>
        </Dialog.Close>
      )}
      <Button type="submit" loading={props.busy}>
        {props.submitLabel}
      </Button>
    </Flex>
  );
}
