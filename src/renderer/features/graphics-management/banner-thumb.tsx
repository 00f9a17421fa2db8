import { Skeleton } from '@mantine/core';
import { contract } from '@shared/contract';
import { useOperation } from '@renderer/app/data/use-operation';

/** A banner's image, as a data URL from the exchange (windows load images from nowhere else). */
export function BannerImage({ id, title, width, height }: { id: string; title: string; width: number; height?: number }) {
  const image = useOperation(contract.content.bannerImage, { _id: id }, { spinner: false, staleTime: 60_000 });
  if (!image.data) return <Skeleton w={width} h={height ?? Math.round(width / 4)} />;
  return <img src={image.data.dataUrl} alt={title} style={{ width, height: height ?? 'auto', objectFit: 'cover', display: 'block', borderRadius: 4 }} />;
}
