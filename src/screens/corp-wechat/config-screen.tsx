/**
 * 企微配置 (/clientManagement/config): the tenant's provider settings (the generic settings form;
 * secrets are written and never answered again, 'Secret已保存' says one is kept), the last sync,
 * and the store's customer-service card with its "contact me" QR code from the provider.
 */
import './corp-wechat.css';
import { Card, Flex, Heading, Text } from '@radix-ui/themes';
import { corpWechatConfigResource } from '../../domain/resources/sales/corp-wechat';
import { QrImage } from '../resource/qr-image';
import { SettingsScreen } from '../resource/settings-screen';
import { useLang } from '../resource/use-lang';
import dayjs from 'dayjs';
import { useConfigState, useServiceInfo } from './corp-wechat-api';

export function CorpWechatConfigScreen() {
  const lang = useLang();
  const info = useServiceInfo();
  const state = useConfigState();
  const en = lang === 'en';
  const qr = info.data?.qrCode ?? '';
  // WeCom answers an image address; the local provider a contact link, drawn here as its QR code
  const isImage = /\.(png|jpe?g)(\?|$)|wework\.qpic\.cn/.test(qr);
  return (
    <>
      <SettingsScreen decl={corpWechatConfigResource} />
      {state.data && (
        <Text as="p" size="2" color="gray" mx="3">
          {en ? 'Secret saved' : 'Secret已保存'}：{state.data.secretSaved ? (en ? 'yes' : '是') : en ? 'no' : '否'} · {en ? 'Last sync' : '最近同步'}：
          {state.data.lastSyncTime ? dayjs(state.data.lastSyncTime).format('YYYY-MM-DD HH:mm:ss') : '--'} {state.data.lastSyncResult ?? ''}
        </Text>
      )}
      <Card m="3" aria-label={en ? 'Customer service' : '企微客服'}>
        <Heading as="h3" size="3" mb="2">
          {en ? 'Customer service of the store' : '门店企微客服'}
        </Heading>
        {info.isError ? (
          <Text color="gray">{(info.error as Error).message}</Text>
        ) : info.data ? (
          <Flex gap="4" align="start">
            {isImage ? (
              <img src={qr} alt={en ? 'Service QR code' : '客服二维码'} width={180} height={180} />
            ) : (
              <QrImage text={qr} size={180} label={en ? 'Service QR code' : '客服二维码'} />
            )}
            <Flex direction="column" gap="1">
              <Text weight="bold">{info.data.serviceName}</Text>
              <Text size="2">{info.data.storeName}</Text>
              <Text size="2" color="gray">
                {info.data.serviceWelcome}
              </Text>
              <Text size="1" color="gray">
                {en ? 'Contact way' : '联系我配置'}：{info.data.configId}
              </Text>
            </Flex>
          </Flex>
        ) : (
          <Text color="gray">…</Text>
        )}
      </Card>
    </>
  );
}
