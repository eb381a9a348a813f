// Branding (docs/product.md §2, §5, §8; docs/design.md §3): business name (required), tagline, about, logo
// (≤ 2MB png/jpeg/svg), primary colour with picker and hex field, live preview, Save Changes.
// Saved on the server and shown in the coach's clients' app.
import { useQuery, useQueryClient, useMutation } from '@tanstack/react-query';
import { Box, Button, Card, chakra, Grid, HStack, Image, Stack, Text, Field, Input, Textarea, FileUpload } from '@chakra-ui/react';
import { useEffect, useState, type FormEvent } from 'react';
import { DEFAULT_BRAND_COLOR, HEX_COLOR, ZUpdateBrandingInput, type Branding } from '#shared/schemas/branding';
import { ErrorState } from '#web/components/error-state.tsx';
import { TrashIcon } from '#web/components/icons.tsx';
import { ImageIcon, UploadIcon } from '#web/components/later-icons.tsx';
import { LoadingState } from '#web/components/loading-state.tsx';
import { PageHeader } from '#web/components/page-header.tsx';
import { toast } from '#web/components/toaster.tsx';
import { errorMessage } from '#web/lib/errors.ts';
import { fieldErrors } from '#web/lib/form-errors.ts';
import { authHeaders, useTRPC } from '#web/lib/trpc.ts';
import { BrandPreview } from '../components/brand-preview.tsx';
import { checkLogoFile, uploadLogo } from '../lib/logo-file.ts';
import { useBrandingTexts } from '../texts.ts';

type LogoChange = { kind: 'keep' } | { kind: 'new'; file: File; url: string } | { kind: 'remove' };

export default function BrandPage() {
  const T = useBrandingTexts();
  const trpc = useTRPC();
  const query = useQuery(trpc.coach.branding.get.queryOptions(undefined, { staleTime: 5 * 60_000 }));
  if (query.isPending) {
    return (
      <>
        <PageHeader title={T.title} description={T.description} />
        <LoadingState label={T.loading} />
      </>
    );
  }
  if (query.isError) {
    return (
      <>
        <PageHeader title={T.title} description={T.description} />
        <ErrorState title={T.loadFailed} onRetry={() => void query.refetch()} retrying={query.isRefetching} />
      </>
    );
  }
  return <BrandForm initial={query.data} />;
}

function BrandForm({ initial }: { initial: Branding }) {
  const T = useBrandingTexts();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [businessName, setBusinessName] = useState(initial.businessName);
  const [tagline, setTagline] = useState(initial.tagline ?? '');
  const [about, setAbout] = useState(initial.about ?? '');
  const [color, setColor] = useState(initial.primaryColor || DEFAULT_BRAND_COLOR);
  const [hex, setHex] = useState(initial.primaryColor || DEFAULT_BRAND_COLOR);
  const [logo, setLogo] = useState<LogoChange>({ kind: 'keep' });
  const [touched, setTouched] = useState(false);
  const [saving, setSaving] = useState(false);

  // Release the preview's object URL when it is replaced or the screen closes.
  useEffect(() => () => void (logo.kind === 'new' && URL.revokeObjectURL(logo.url)), [logo]);

  const update = useMutation(trpc.coach.branding.update.mutationOptions());
  const removeLogo = useMutation(trpc.coach.branding.removeLogo.mutationOptions());

  // The server's rules and messages (ZUpdateBrandingInput) for the name and the typed colour.
  const errors = fieldErrors(ZUpdateBrandingInput, { businessName, tagline, about, primaryColor: hex });
  const logoUrl = logo.kind === 'new' ? logo.url : logo.kind === 'remove' ? null : initial.logoUrl;

  const onHexChange = (value: string) => {
    setHex(value);
    const v = value.trim().startsWith('#') ? value.trim() : `#${value.trim()}`;
    if (HEX_COLOR.test(v)) setColor(v.toUpperCase());
  };

  const onFiles = (files: File[]) => {
    const file = files[0];
    if (!file) return;
    const check = checkLogoFile(file);
    if (!check.ok) {
      if (check.reason === 'too-large') toast.error(T.fileTooLargeTitle, T.fileTooLarge);
      else toast.error(T.badTypeTitle, T.badType);
      return;
    }
    setLogo({ kind: 'new', file, url: URL.createObjectURL(file) });
  };

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if (errors.businessName || errors.primaryColor) return;
    setSaving(true);
    try {
      await update.mutateAsync({ businessName, tagline, about, primaryColor: color });
      if (logo.kind === 'new') await uploadLogo(logo.file, authHeaders());
      if (logo.kind === 'remove') await removeLogo.mutateAsync(undefined);
      setLogo({ kind: 'keep' });
      await queryClient.invalidateQueries(trpc.coach.branding.pathFilter());
      toast.success(T.saved);
    } catch (err) {
      toast.error(T.saveFailed, err instanceof Error && !('data' in err) ? err.message : errorMessage(err, T.saveFailed));
    } finally {
      setSaving(false);
    }
  };

  return (
    <>
      <PageHeader title={T.title} description={T.description} />
      <Grid templateColumns={{ base: '1fr', lg: '3fr 2fr' }} gap={{ base: '4', md: '6' }} alignItems="start">
        <form onSubmit={onSubmit} noValidate>
          <Card.Root variant="outline">
            <Card.Body>
              <Stack gap="5">
                <Field.Root required invalid={touched && !!errors.businessName}>
                  <Field.Label>
                    {T.businessName} <Field.RequiredIndicator />
                  </Field.Label>
                  <Input value={businessName} onChange={(e) => setBusinessName(e.target.value)} placeholder={T.businessNamePlaceholder} maxLength={100} />
                  <Field.ErrorText>{errors.businessName}</Field.ErrorText>
                </Field.Root>
                <Field.Root>
                  <Field.Label>{T.tagline}</Field.Label>
                  <Input value={tagline} onChange={(e) => setTagline(e.target.value)} placeholder={T.taglinePlaceholder} maxLength={200} />
                </Field.Root>
                <Field.Root>
                  <Field.Label>{T.about}</Field.Label>
                  <Textarea value={about} onChange={(e) => setAbout(e.target.value)} placeholder={T.aboutPlaceholder} maxLength={2000} rows={4} autoresize />
                </Field.Root>

                <Field.Root>
                  <Field.Label>{T.logo}</Field.Label>
                  <HStack gap="4" align="center" flexWrap="wrap">
                    <Box boxSize="16" borderWidth="1px" borderRadius="l2" display="grid" placeItems="center" bg="bg.subtle" overflow="hidden" flexShrink={0}>
                      {logoUrl ? <Image src={logoUrl} alt="Logo preview" boxSize="full" objectFit="contain" /> : <ImageIcon boxSize="6" color="fg.subtle" />}
                    </Box>
                    <FileUpload.Root
                      accept={['image/png', 'image/jpeg', 'image/svg+xml']}
                      maxFiles={1}
                      onFileAccept={(d) => onFiles(d.files)}
                      // A file of another type never reaches onFileAccept: say why instead of ignoring it.
                      onFileReject={(d) => (d.files.length > 0 ? toast.error(T.badTypeTitle, T.badType) : undefined)}
                      w="auto"
                    >
                      <FileUpload.HiddenInput aria-label={T.chooseLogo} />
                      <FileUpload.Trigger asChild>
                        <Button variant="outline" size="sm">
                          <UploadIcon /> {logoUrl ? T.replaceLogo : T.chooseLogo}
                        </Button>
                      </FileUpload.Trigger>
                    </FileUpload.Root>
                    {logoUrl ? (
                      <Button variant="ghost" size="sm" colorPalette="red" onClick={() => setLogo(initial.logoUrl ? { kind: 'remove' } : { kind: 'keep' })}>
                        <TrashIcon /> {T.removeLogo}
                      </Button>
                    ) : null}
                  </HStack>
                  <Field.HelperText>{T.logoHint}</Field.HelperText>
                </Field.Root>

                <Field.Root invalid={!!errors.primaryColor}>
                  <Field.Label>{T.primaryColor}</Field.Label>
                  <HStack gap="3">
                    <chakra.input
                      type="color"
                      value={color.toLowerCase()}
                      onChange={(e) => {
                        setColor(e.target.value.toUpperCase());
                        setHex(e.target.value.toUpperCase());
                      }}
                      aria-label={T.primaryColor}
                      w="12"
                      h="10"
                      p="1"
                      borderWidth="1px"
                      borderRadius="l2"
                      bg="bg"
                      cursor="pointer"
                    />
                    <Input value={hex} onChange={(e) => onHexChange(e.target.value)} aria-label={T.hexLabel} maxW="36" fontFamily="mono" maxLength={7} />
                  </HStack>
                  <Field.ErrorText>{errors.primaryColor}</Field.ErrorText>
                </Field.Root>
              </Stack>
            </Card.Body>
            <Card.Footer justifyContent="flex-end">
              <Button type="submit" colorPalette="brand" loading={saving} loadingText={T.saving} disabled={!!errors.businessName || !!errors.primaryColor}>
                {T.save}
              </Button>
            </Card.Footer>
          </Card.Root>
        </form>
        <Box position={{ lg: 'sticky' }} top={{ lg: '4.5rem' }}>
          <BrandPreview businessName={businessName} tagline={tagline} about={about} primaryColor={color} logoUrl={logoUrl} />
          <Text fontSize="xs" color="fg.subtle" mt="2" px="1">
            {initial.saved ? null : 'Defaults shown until you save.'}
          </Text>
        </Box>
      </Grid>
    </>
  );
}
