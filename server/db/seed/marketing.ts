/**
 * Demo marketing: per open store, activities (a paid published one with enrolments and orders in every
 * state, a free one padded with robot enrolments and marked so, a draft), welfare (a free wash, a gift,
 * one switched off), a lucky turntable whose prizes add up to 100 % with draws and winners, activity QR codes by channel, and the
 * test drives: cars, routes, the store's settings, bookings (one finished, with its log) and their log.
 */
import type { Tx } from '../index';
import { newId } from '../ids';
import type { SeedContext } from './context';
import { seedMarketingTools } from './marketing-tools';
import { QR_SCENE_ALPHABET } from '../../../src/domain/resources/marketing/qrcode';
import { ahTestDrive, ahTestDriveCar, ahTestDriveConfig, ahTestDriveEvent, ahTestDriveRoute } from '../resource-tables/test-drives';
import { ahActivity, ahActivityEnroll, ahActivityOrder, ahMarketingQrcode, ahMarketingQrcodeChannel, ahTurntableActivity, ahTurntableDraw, ahTurntablePrize, ahWelfare, ahWelfareRecord } from '../resource-tables/marketing';

const DAY = 86_400_000;
const NAMES = ['周明', '吴倩', '郑凯', '王丽', '冯涛', '陈静', '褚云', '卫东', '蒋欣', '沈阳'];
const phoneOf = (store: number, i: number) => `1367${store}${String(1_000_000 + i).slice(1)}`;
const day = (d: Date) => new Date(d.getTime() + 8 * 3600_000).toISOString().slice(0, 10);

export async function seedMarketing(tx: Tx, ctx: SeedContext, opts: { now?: Date } = {}): Promise<void> {
  const now = opts.now ?? new Date();
  const { tenantId } = ctx;
  const audit = { tenantId, createTime: now, updateTime: now };
  for (const [si, storeId] of ctx.storeIds.slice(0, -1).entries()) {
    const base = { ...audit, storeId };
    // a paid test-drive day: fee 50, balance 150 at the store; orders in every state
    const paidId = newId();
    const paidOrders: Array<[number, number, number]> = [
      // [status, refundStatus, balancePaymentStatus]
      [0, 0, 0],
      [1, 0, 0],
      [1, 0, 1],
      [3, 0, 1],
      [1, 1, 0],
      [5, 2, 0],
      [2, 0, 0],
    ];
    const seats = paidOrders.filter(([s]) => s === 0 || s === 1 || s === 3).length;
    await tx.insert(ahActivity).values([
      {
        id: paidId,
        ...base,
        activityName: '新车试驾品鉴日',
        activityType: 2,
        address: '展厅一楼',
        startTime: new Date(now.getTime() + 7 * DAY),
        endTime: new Date(now.getTime() + 7 * DAY + 6 * 3600_000),
        enrollDeadline: new Date(now.getTime() + 6 * DAY),
        capacity: 30,
        price: 5000,
        balanceAmount: 15000,
        enrollCount: seats,
        robotCount: 0,
        writeOffCount: paidOrders.filter(([s]) => s === 3).length,
        isRecommend: 1,
        activityStatus: 1,
        content: '到店试驾新款车型，含下午茶与精美礼品。报名费50元，到店支付尾款150元可抵扣购车款。',
      },
    ]);
    await tx.insert(ahActivityEnroll).values(
      paidOrders.map(([status], i) => ({
        id: newId(),
        ...base,
        ahActivityId: paidId,
        activityName: '新车试驾品鉴日',
        memberName: NAMES[i],
        phone: phoneOf(si, i),
        isRobot: 0,
        channel: i % 2,
        enrollStatus: status === 0 ? 0 : status === 2 || status === 5 ? 2 : 1,
        enrollTime: new Date(now.getTime() - (i + 1) * 3600_000),
      })),
    );
    await tx.insert(ahActivityOrder).values(
      paidOrders.map(([status, refundStatus, balancePaymentStatus], i) => ({
        id: newId(),
        ...base,
        orderNo: `HD${day(now).replace(/-/g, '').slice(2)}${si}${String(i).padStart(5, '0')}`,
        ahActivityId: paidId,
        activityName: '新车试驾品鉴日',
        memberName: NAMES[i],
        phone: phoneOf(si, i),
        channel: i % 2,
        payAmount: 5000,
        balanceAmount: 15000,
        status,
        refundStatus,
        balancePaymentStatus,
        expireTime: new Date(now.getTime() + 30 * 60_000 - i * 60_000),
        payTime: status === 0 || status === 2 ? null : new Date(now.getTime() - (i + 1) * 3600_000 + 60_000),
        writeOffTime: status === 3 ? now : null,
        writeOffUserName: status === 3 ? '陈静' : null,
        refundReason: refundStatus ? '行程有变' : null,
        createTime: new Date(now.getTime() - (i + 1) * 3600_000),
      })),
    );
    // a free owners' event, padded with robot enrolments (marked as robots)
    const freeId = newId();
    await tx.insert(ahActivity).values([
      {
        id: freeId,
        ...base,
        activityName: '车主周末自驾游',
        activityType: 3,
        address: '千岛湖',
        startTime: new Date(now.getTime() + 14 * DAY),
        endTime: new Date(now.getTime() + 15 * DAY),
        enrollDeadline: new Date(now.getTime() + 12 * DAY),
        capacity: 40,
        price: 0,
        balanceAmount: 0,
        enrollCount: 3,
        robotCount: 5,
        writeOffCount: 0,
        isRecommend: 0,
        activityStatus: 1,
        content: '两天一夜自驾游，车队出行，含住宿。',
      },
      {
        id: newId(),
        ...base,
        activityName: '冬季保养讲堂',
        activityType: 1,
        address: '售后接待区',
        startTime: new Date(now.getTime() + 20 * DAY),
        endTime: new Date(now.getTime() + 20 * DAY + 2 * 3600_000),
        enrollDeadline: new Date(now.getTime() + 19 * DAY),
        capacity: 20,
        price: 0,
        balanceAmount: 0,
        enrollCount: 0,
        robotCount: 0,
        writeOffCount: 0,
        isRecommend: 0,
        activityStatus: 0,
        content: '冬季用车与保养知识讲座（草稿）。',
      },
    ]);
    await tx.insert(ahActivityEnroll).values([
      ...[0, 1, 2].map((i) => ({ id: newId(), ...base, ahActivityId: freeId, activityName: '车主周末自驾游', memberName: NAMES[i + 5], phone: phoneOf(si, i + 20), isRobot: 0, channel: 1, enrollStatus: 1, enrollTime: new Date(now.getTime() - i * DAY) })),
      ...['李先生', '王女士', '张师傅', '刘小姐', '赵先生'].map((memberName, i) => ({ id: newId(), ...base, ahActivityId: freeId, activityName: '车主周末自驾游', memberName, phone: null, isRobot: 1, channel: null, enrollStatus: 1, enrollTime: new Date(now.getTime() - i * 3600_000) })),
    ]);

    // activity QR codes: three channels, the paid day's poster and moments codes with their scans
    const channelIds = [newId(), newId(), newId()];
    await tx.insert(ahMarketingQrcodeChannel).values(
      ['展厅海报', '朋友圈', '车展现场'].map((channelName, i) => ({ id: channelIds[i], ...base, channelName, sort: i, remark: i === 2 ? '车展期间使用' : null })),
    );
    await tx.insert(ahMarketingQrcode).values([
      { id: newId(), ...base, qrName: '试驾日展厅海报', ahActivityId: paidId, activityName: '新车试驾品鉴日', ahMarketingQrcodeChannelId: channelIds[0], channelName: '展厅海报', scene: `HZPSTR${QR_SCENE_ALPHABET[si % QR_SCENE_ALPHABET.length]}WXYZ2`, scanCount: 37, enrollCount: 3, lastScanTime: new Date(now.getTime() - 3600_000) },
      { id: newId(), ...base, qrName: '试驾日朋友圈', ahActivityId: paidId, activityName: '新车试驾品鉴日', ahMarketingQrcodeChannelId: channelIds[1], channelName: '朋友圈', scene: `HZMMTS${QR_SCENE_ALPHABET[si % QR_SCENE_ALPHABET.length]}WXYZ3`, scanCount: 12, enrollCount: 1, lastScanTime: new Date(now.getTime() - DAY) },
    ]);
    // welfare
    const washId = newId();
    await tx.insert(ahWelfare).values([
      { id: washId, ...base, welfareName: '会员免费洗车', welfareType: 1, stock: 200, receivedCount: 2, validStart: day(new Date(now.getTime() - 30 * DAY)), validEnd: day(new Date(now.getTime() + 60 * DAY)), welfareStatus: 1, description: '每位会员限领一次，到店出示领取记录即可。' },
      { id: newId(), ...base, welfareName: '新车主礼包', welfareType: 2, stock: 50, receivedCount: 0, validStart: day(now), validEnd: day(new Date(now.getTime() + 90 * DAY)), welfareStatus: 1, description: '车载香氛、脚垫各一份。' },
      { id: newId(), ...base, welfareName: '春季保养8折', welfareType: 3, stock: 100, receivedCount: 0, validStart: day(new Date(now.getTime() + 90 * DAY)), validEnd: day(new Date(now.getTime() + 180 * DAY)), welfareStatus: 0, description: '春季保养工时费8折。' },
    ]);
    await tx.insert(ahWelfareRecord).values([0, 1].map((i) => ({ id: newId(), ...base, ahWelfareId: washId, welfareName: '会员免费洗车', memberName: NAMES[i], phone: phoneOf(si, i), receiveTime: new Date(now.getTime() - i * DAY) })));

    // a lucky turntable: six sectors adding up to 100 %
    const turntableId = newId();
    const prizes: Array<[string, number, number, number, number]> = [
      // [name, type, probability %, stock, won]
      ['保养券100元', 2, 10, 50, 1],
      ['车载香氛', 1, 15, 30, 1],
      ['积分200', 3, 20, 1000, 0],
      ['行车记录仪', 1, 2, 2, 0],
      ['洗车券', 2, 23, 100, 0],
      ['谢谢参与', 0, 30, 0, 0],
    ];
    await tx.insert(ahTurntableActivity).values({
      id: turntableId,
      ...base,
      activityName: '会员日幸运大转盘',
      startTime: new Date(now.getTime() - 3 * DAY),
      endTime: new Date(now.getTime() + 27 * DAY),
      dailyLimit: 3,
      probabilityTotal: 100,
      drawCount: 3,
      winCount: 2,
      turntableActivityStatus: 1,
      rule: '每位会员每天可抽奖3次，奖品以实际到店领取为准。',
    });
    const prizeIds = prizes.map(() => newId());
    await tx.insert(ahTurntablePrize).values(prizes.map(([prizeName, prizeType, probability, stock, wonCount], i) => ({ id: prizeIds[i], ...base, ahTurntableActivityId: turntableId, prizeName, prizeType, probability, stock, wonCount, sort: i })));
    await tx.insert(ahTurntableDraw).values(
      [0, 1, 5].map((p, i) => ({
        id: newId(),
        ...base,
        ahTurntableActivityId: turntableId,
        memberName: NAMES[i],
        phone: phoneOf(si, i),
        isWin: p === 5 ? 0 : 1,
        ahTurntablePrizeId: p === 5 ? null : prizeIds[p],
        prizeName: prizes[p][0],
        drawDay: day(new Date(now.getTime() - i * DAY)),
        drawTime: new Date(now.getTime() - i * DAY),
      })),
    );
    await tx.insert(ahTurntableActivity).values({
      id: newId(),
      ...base,
      activityName: '国庆大转盘（筹备中）',
      startTime: new Date(now.getTime() + 30 * DAY),
      endTime: new Date(now.getTime() + 37 * DAY),
      dailyLimit: 1,
      probabilityTotal: 0,
      drawCount: 0,
      winCount: 0,
      turntableActivityStatus: 0,
      rule: '奖品待配置。',
    });

    // test drives: three cars, two routes, the settings, a finished drive and two bookings ahead
    const cars: Array<[string, string, string, number]> = [
      [`浙A${si}D001`, '3系', '325Li M运动套装', 1520.5],
      [`浙A${si}D002`, 'X3', 'xDrive30i 领先型', 860],
      [`浙A${si}D003`, 'i3', 'eDrive35L', 230],
    ];
    const carIds = cars.map(() => newId());
    await tx.insert(ahTestDriveCar).values(cars.map(([plateNo, seriesName, modelName, mileage], i) => ({ id: carIds[i], ...base, plateNo, seriesName, modelName, vin: `LBV${si}TD0000000000${i}`.slice(0, 17), source: i === 2 ? 2 : 1, mileage, carStatus: 1, driveCount: i === 0 ? 1 : 0 })));
    const routeIds = [newId(), newId()];
    await tx.insert(ahTestDriveRoute).values([
      { id: routeIds[0], ...base, routeName: '城市短线', lengthKm: 8, durationMinutes: 25, mapDescription: '门店出发 → 文三路 → 学院路 → 返回门店，含红绿灯起步与掉头。' },
      { id: routeIds[1], ...base, routeName: '高架长线', lengthKm: 18, durationMinutes: 45, mapDescription: '门店出发 → 上塘高架 → 留石快速路 → 返回门店，体验高速巡航与变道。' },
    ]);
    await tx.insert(ahTestDriveConfig).values({ id: newId(), ...base, slotMinutes: 60, openTime: '09:00', closeTime: '18:00', licenceRequired: 1 });
    const at = (days: number, hour: number) => new Date(Date.parse(`${day(new Date(now.getTime() + days * DAY))}T${String(hour).padStart(2, '0')}:00:00+08:00`));
    const finishedId = newId();
    const drives = [
      { id: finishedId, customerName: '周明', customerPhone: phoneOf(si, 0), car: 0, route: 0, start: at(-2, 10), status: 2, startMileage: 1512.5, endMileage: 1520.5, driveMileage: 8, feedback: '操控很好，后排空间满意' },
      { id: newId(), customerName: '吴倩', customerPhone: phoneOf(si, 1), car: 1, route: 1, start: at(1, 10), status: 0 },
      { id: newId(), customerName: '郑凯', customerPhone: phoneOf(si, 2), car: 0, route: 0, start: at(1, 14), status: 0 },
    ];
    await tx.insert(ahTestDrive).values(
      drives.map((d) => ({
        id: d.id,
        ...base,
        customerName: d.customerName,
        customerPhone: d.customerPhone,
        ahTestDriveCarId: carIds[d.car],
        carName: `${cars[d.car][1]} ${cars[d.car][2]}`,
        ahTestDriveRouteId: routeIds[d.route],
        startTime: d.start,
        endTime: new Date(d.start.getTime() + 3600_000),
        status: d.status,
        salesmanName: '陈静',
        licenceChecked: d.status === 2 ? 1 : 0,
        actualStart: d.status === 2 ? d.start : null,
        actualEnd: d.status === 2 ? new Date(d.start.getTime() + 30 * 60_000) : null,
        startMileage: d.startMileage ?? null,
        endMileage: d.endMileage ?? null,
        driveMileage: d.driveMileage ?? null,
        feedback: d.feedback ?? null,
      })),
    );
    await tx.insert(ahTestDriveEvent).values(
      (
        [
          ['BOOK', -3, null, '预约60分钟'],
          ['START', -2, 1512.5, null],
          ['FINISH', -2, 1520.5, '试驾8km，反馈：操控很好，后排空间满意'],
        ] as const
      ).map(([event, days, mileage, remark]) => ({ id: newId(), ...base, ahTestDriveId: finishedId, customerName: '周明', plateNo: cars[0][0], event, mileage, operatorName: '陈静', eventTime: new Date(now.getTime() + days * DAY), remark })),
    );
  }
  await seedMarketingTools(tx, ctx, now);
}
