/**
 * 卡券核销 (/coupon/verify): a counter's page, hand-written only to put two declared parts together: the
 * coupon record's look-up-then-act (couponRecordResource.lookups 'verify': the code, Enter shows the
 * coupon and its owner and moves to 确认核销, Enter verifies, the box waits for the next customer; a
 * code the server refuses says why under the box) and, below, the store's verification log (the
 * declaration's generic list). Focus starts in the code box.
 */
import { Card, Flex, Heading } from '@radix-ui/themes';
import { useRef } from 'react';
import { lookupOf } from '../../domain/resources/lookup';
import { couponRecordResource, couponVerifyLogResource } from '../../domain/resources/sales/coupon';
import { useFirstFocus } from '../../shell/first-focus';
import { LookupActForm } from '../resource/lookup-act';
import { ResourceListScreen } from '../resource/resource-list-screen';
import { useLang } from '../resource/use-lang';
import { usePermissions } from '../resource/use-permissions';

const verify = lookupOf(couponRecordResource, 'verify');

export function CouponVerifyScreen() {
  const lang = useLang();
  const can = usePermissions();
  const root = useRef<HTMLDivElement>(null);
  const codeRef = useRef<HTMLInputElement>(null);
  useFirstFocus(root, 'verify', () => codeRef.current?.focus());

  return (
    <Flex direction="column" gap="3" ref={root}>
      <Card>
        <Flex direction="column" gap="3" p="1" style={{ maxWidth: 560 }}>
          <Heading as="h2" size="3">
            {verify.label[lang]}
          </Heading>
          <LookupActForm decl={couponRecordResource} lookup={verify} lang={lang} canAct={can(verify.permission)} codeRef={codeRef} />
        </Flex>
      </Card>
      <ResourceListScreen decl={couponVerifyLogResource} />
    </Flex>
  );
}
