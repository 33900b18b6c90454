import {
  Alert,
  Button,
  Checkbox,
  Container,
  FileInput,
  Group,
  NumberInput,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from "@mantine/core";
import {
  currencies,
  formatBusinessNumber,
  formatDate,
  formatNumber,
  quotationReplyInput,
  type Currency,
  type QuotationReplyView,
} from "@enote/shared";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router-dom";
import { ContentLoader } from "../../../components/ContentLoader";
import { EmptyPanel } from "../../../components/EmptyPanel";
import { FormAlert } from "../../../components/FormAlert";
import { IconAlertTriangle, IconCircleCheck } from "../../../components/icons";
import { QueryError } from "../../../components/QueryError";
import { changeLocale, i18n } from "../../../i18n";
import { errorMessage, isNotFound } from "../../../lib/errorMessage";
import { apiIssues, issuesOf, type FieldMessages } from "../issues";
import { useQuoteReply, useSendQuoteReply } from "../queries";

interface AnswerDraft {
  quotationItemIdx: number;
  unitPrice: number | string;
  currency: Currency;
  leadTimeDays: number | string;
  available: boolean;
  validUntil: string;
}

const draftsOf = (view: QuotationReplyView): AnswerDraft[] =>
  view.items.map((item) => {
    const given = view.answers.find((a) => a.quotationItemIdx === item.quotationItemIdx);
    return {
      quotationItemIdx: item.quotationItemIdx,
      unitPrice: given?.unitPrice ?? "",
      currency: given?.currency ?? "KRW",
      leadTimeDays: given?.leadTimeDays ?? "",
      available: given?.available ?? true,
      validUntil: given?.validUntil ?? "",
    };
  });

const numberOrNull = (value: number | string) =>
  typeof value === "number" ? value : value.trim() === "" ? null : Number(value);

function ReplyForm({ token, view }: { token: string; view: QuotationReplyView }) {
  const { t } = useTranslation();
  const send = useSendQuoteReply(token);
  const [drafts, setDrafts] = useState<AnswerDraft[]>(() => draftsOf(view));
  const [note, setNote] = useState(view.replyNote ?? "");
  const [pdf, setPdf] = useState<File | null>(null);
  const [errors, setErrors] = useState<FieldMessages>({});
  const [sent, setSent] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const patch = (index: number, change: Partial<AnswerDraft>) =>
    setDrafts((current) => current.map((d, i) => (i === index ? { ...d, ...change } : d)));

  const submit = () => {
    const body = {
      items: drafts.map((d) => ({
        quotationItemIdx: d.quotationItemIdx,
        unitPrice: numberOrNull(d.unitPrice),
        currency: d.currency,
        leadTimeDays: numberOrNull(d.leadTimeDays),
        available: d.available,
        validUntil: d.validUntil === "" ? null : d.validUntil,
      })),
      note,
    };
    const parsed = quotationReplyInput.safeParse(body);
    if (!parsed.success) {
      setErrors(issuesOf(parsed.error));
      return;
    }
    setErrors({});
    setFailure(null);
    send.mutate(
      { input: body, pdf },
      {
        onSuccess: () => setSent(true),
        onError: (error) => {
          setErrors(apiIssues(error));
          setFailure(errorMessage(error));
        },
      },
    );
  };

  const disabled = !view.open;
  return (
    <Stack gap="md">
      {sent ? (
        <Alert color="green" icon={<IconCircleCheck size={18} />} data-testid="reply-sent">
          {t("purchasing.reply.sent", { organization: view.organization })}
        </Alert>
      ) : view.answeredAt ? (
        <Alert variant="light">{t("purchasing.reply.answeredAt", { date: formatDate(view.answeredAt) })}</Alert>
      ) : null}
      {!view.open ? <Alert color="gray">{t("purchasing.reply.closedNote")}</Alert> : null}
      {view.items.map((item, index) => {
        const d = drafts[index];
        if (!d) return null;
        return (
          <Paper key={item.quotationItemIdx} withBorder p="md" data-testid="reply-item">
            <Text fw={700}>
              {item.name}
              {item.nameEn ? ` (${item.nameEn})` : ""}
            </Text>
            <Text size="sm" c="dimmed" mb="sm">
              {[item.casNo, item.grade, `${formatNumber(item.packSize)} ${item.packUnit} × ${item.quantity}`]
                .filter(Boolean)
                .join(" · ")}
            </Text>
            <SimpleGrid cols={{ base: 1, xs: 2, sm: 4 }} spacing="sm">
              <NumberInput
                size="md"
                label={t("purchasing.reply.unitPrice")}
                min={0}
                thousandSeparator=","
                disabled={disabled || !d.available}
                value={d.unitPrice}
                onChange={(value) => patch(index, { unitPrice: value })}
                error={errors[`items.${index}.unitPrice`]}
                data-testid="reply-price"
              />
              <Select
                size="md"
                label={t("purchasing.reply.currency")}
                data={[...currencies]}
                allowDeselect={false}
                disabled={disabled}
                value={d.currency}
                onChange={(value) => value && patch(index, { currency: value as Currency })}
              />
              <NumberInput
                size="md"
                label={t("purchasing.reply.leadTime")}
                min={0}
                allowDecimal={false}
                disabled={disabled}
                value={d.leadTimeDays}
                onChange={(value) => patch(index, { leadTimeDays: value })}
                error={errors[`items.${index}.leadTimeDays`]}
                data-testid="reply-lead-time"
              />
              <TextInput
                label={t("purchasing.reply.validUntil")}
                type="date"
                disabled={disabled}
                value={d.validUntil}
                onChange={(e) => patch(index, { validUntil: e.currentTarget.value })}
                error={errors[`items.${index}.validUntil`]}
              />
            </SimpleGrid>
            <Checkbox
              mt="sm"
              label={t("purchasing.reply.available")}
              disabled={disabled}
              checked={d.available}
              onChange={(e) => patch(index, { available: e.currentTarget.checked })}
              data-testid="reply-available"
            />
          </Paper>
        );
      })}
      <Textarea
        label={t("purchasing.reply.note")}
        autosize
        minRows={2}
        maxLength={2000}
        disabled={disabled}
        value={note}
        onChange={(e) => setNote(e.currentTarget.value)}
        error={errors.note}
      />
      <FileInput
        label={t("purchasing.reply.pdf")}
        accept="application/pdf"
        clearable
        disabled={disabled}
        value={pdf}
        onChange={setPdf}
        description={view.hasPdf ? t("purchasing.reply.pdfAttached") : undefined}
        data-testid="reply-pdf"
      />
      <FormAlert message={failure} testId="reply-error" />
      {view.open ? (
        <Group justify="flex-end">
          <Button onClick={submit} loading={send.isPending} data-testid="reply-submit">
            {t("purchasing.reply.submit")}
          </Button>
        </Group>
      ) : null}
    </Stack>
  );
}

/** /quote/:token: the supplier's reply page. No account; the token in the address is the key. */
export function QuoteReplyPage() {
  const { t } = useTranslation();
  const token = useParams().token ?? "";
  const query = useQuoteReply(token);
  const requested = query.data?.locale;
  const applied = useRef(false);
  // The page opens in the language the requester chose for the mail; the switcher changes it after.
  useEffect(() => {
    if (!requested || applied.current) return;
    applied.current = true;
    if (i18n.language !== requested) void changeLocale(requested);
  }, [requested]);
  if (query.isPending) return <ContentLoader />;
  if (query.isError) {
    if (isNotFound(query.error) || /^[A-Za-z0-9_-]{43}$/.test(token) === false)
      return (
        <Container size="sm" py="xl">
          <EmptyPanel
            icon={<IconAlertTriangle size={30} />}
            title={t("purchasing.reply.notFoundTitle")}
            description={t("purchasing.reply.notFoundDescription")}
            testId="reply-not-found"
          />
        </Container>
      );
    return <QueryError error={query.error} onRetry={() => void query.refetch()} />;
  }
  const view = query.data;
  return (
    <Container size="md" py="md" data-testid="quote-reply-page">
      <Stack gap="md">
        <Title order={2}>{t("purchasing.reply.title", { organization: view.organization })}</Title>
        <Text size="sm">
          {t("purchasing.reply.intro", {
            organization: view.organization,
            company: view.companyName,
            date: formatDate(view.expiresAt),
          })}
        </Text>
        <Paper withBorder p="md">
          <Text size="sm">
            {t("purchasing.reply.requester")}: {view.organization} ({formatBusinessNumber(view.businessNo)}) ·{" "}
            {view.contact.name} · {view.contact.phone} · {view.contact.email}
          </Text>
          <Text size="sm">{t("purchasing.reply.neededBy", { date: formatDate(view.neededBy) })}</Text>
          {view.note ? (
            <Text size="sm" mt="xs" style={{ whiteSpace: "pre-wrap" }}>
              {view.note}
            </Text>
          ) : null}
        </Paper>
        <ReplyForm token={token} view={view} />
      </Stack>
    </Container>
  );
}
