/**
 * 车型展示 (/carMall/show): the mall's car pages as members see them, for the store to check before it
 * publishes: the shown categories of one car type in their order (汽车分类), each with its listed car
 * goods (名称, 售价, 指导价, 标签, 主图), from `ahCarGoods/showList`. New cars (1) and used cars (2) are
 * two tabs, also in the palette. Nothing is changed here: the order is 汽车分类's, what shows is 汽车商品's
 * listing (docs/mall.md "车型展示").
 */
import { Badge, Box, Card, Flex, Heading, Tabs, Text } from '@radix-ui/themes';
import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { http } from '../../api/http';
import { LIST_QUERY_META } from '../../api/query-client';
import { useRegisterCommands, type Command } from '../../commands/registry';
import { formatMoney } from '../../domain/format';
import { CAR_TYPE_OPTIONS } from '../../domain/resources/mall/car-category';
import { ImageThumbs } from '../resource/image-thumbs';
import { ResultError } from '../resource/use-resource';
import { useLang } from '../resource/use-lang';

interface ShowGoods {
  id: string;
  goodsName: string;
  price: number;
  guidePrice: number | null;
  tagNames: string | null;
  mainImage: string | null;
  modelName: string;
  mileage: string | null;
}
interface ShowCategory {
  id: string;
  categoryName: string;
  goods: ShowGoods[];
}

export function CarShowScreen() {
  const lang = useLang();
  const [carType, setCarType] = useState(String(CAR_TYPE_OPTIONS[0].value));
  const scope = useRef<HTMLDivElement>(null);
  const q = useQuery({
    queryKey: ['car-show', carType],
    meta: LIST_QUERY_META,
    staleTime: 0,
    queryFn: async () => {
      const env = await http.get<ShowCategory[]>('/api/crm-anhua/ahCarGoods/showList', { carType });
      if (env.code !== 200) throw new ResultError(env.msg, env.code);
      return env.data ?? [];
    },
  });
  const title = { zh: '车型展示', en: 'Car show' };
  const commands: Command[] = CAR_TYPE_OPTIONS.map((o, i) => ({
    id: `carShow.type.${o.value}`,
    title: { zh: `车型展示: ${o.zh}`, en: `Car show: ${o.en}` },
    group: title,
    shortcut: String(i + 1),
    run: () => setCarType(String(o.value)),
  }));
  useRegisterCommands(commands, { scope: () => scope.current });

  return (
    <div ref={scope} tabIndex={-1} style={{ padding: 16, overflow: 'auto', height: '100%', outline: 'none' }}>
      <Heading size="4" mb="3">
        {title[lang]}
      </Heading>
      <Tabs.Root value={carType} onValueChange={setCarType}>
        <Tabs.List aria-label={lang === 'en' ? 'Car type' : '车辆类型'}>
          {CAR_TYPE_OPTIONS.map((o, i) => (
            <Tabs.Trigger key={o.value} value={String(o.value)}>
              {`${o[lang]} (${i + 1})`}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
      </Tabs.Root>
      {q.isPending ? (
        <Text as="p" color="gray" mt="3">
          {lang === 'en' ? 'Loading…' : '加载中…'}
        </Text>
      ) : (q.data ?? []).length === 0 ? (
        <Text as="p" color="gray" mt="3">
          {lang === 'en' ? 'No category of this type is shown' : '该车辆类型下没有显示的分类'}
        </Text>
      ) : (
        (q.data ?? []).map((c) => (
          <Box key={c.id} mt="4" asChild>
            <section aria-label={c.categoryName}>
              <Heading as="h3" size="3" mb="2">
                {`${c.categoryName} · ${c.goods.length}`}
              </Heading>
              {c.goods.length === 0 ? (
                <Text size="2" color="gray">
                  {lang === 'en' ? 'No listed car' : '暂无上架车辆'}
                </Text>
              ) : (
                <Flex gap="3" wrap="wrap">
                  {c.goods.map((g) => (
                    <Card key={g.id} style={{ width: 260 }} aria-label={g.goodsName}>
                      <Flex direction="column" gap="1">
                        <ImageThumbs value={g.mainImage} label={g.goodsName} lang={lang} size="view" />
                        <Text size="2" weight="bold">
                          {g.goodsName}
                        </Text>
                        <Text size="1" color="gray">
                          {g.modelName}
                          {g.mileage ? ` · ${Number(g.mileage)}${lang === 'en' ? '×10,000 km' : '万公里'}` : ''}
                        </Text>
                        <Flex gap="2" align="baseline">
                          <Text size="3" color="red" weight="bold">{`¥${formatMoney(g.price)}`}</Text>
                          {g.guidePrice ? (
                            <Text size="1" color="gray" style={{ textDecoration: 'line-through' }}>
                              {`${lang === 'en' ? 'Guide' : '指导价'} ¥${formatMoney(g.guidePrice)}`}
                            </Text>
                          ) : null}
                        </Flex>
                        {g.tagNames ? (
                          <Flex gap="1" wrap="wrap">
                            {g.tagNames.split('、').map((t) => (
                              <Badge key={t} color="orange" variant="soft">
                                {t}
                              </Badge>
                            ))}
                          </Flex>
                        ) : null}
                      </Flex>
                    </Card>
                  ))}
                </Flex>
              )}
            </section>
          </Box>
        ))
      )}
    </div>
  );
}
