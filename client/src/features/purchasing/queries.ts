import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  orderPaths,
  type Order,
  type OrderCreateInput,
  type OrderList,
  type OrderReceived,
  type OrderReceiveInput,
  type OrderStatus,
  type OrderStatusInput,
  quotationPaths,
  type Quotation,
  type QuotationCreated,
  type QuotationCreateInput,
  type QuotationList,
  type QuotationReplyInput,
  type QuotationReplyView,
  supplierPaths,
  type Supplier,
  type SupplierCreateInput,
  type SupplierList,
  type SupplierUpdateInput,
} from "@enote/shared";
import { api, request } from "../../lib/api";
import { queryKeys } from "../../lib/queryKeys";

/** Query keys of purchasing (issue 23). */
export const purchasingKeys = {
  all: ["purchasing"] as const,
  suppliers: (groupIdx: number) => [...purchasingKeys.all, "suppliers", groupIdx] as const,
};

export function useSuppliers(groupIdx: number | null) {
  return useQuery({
    queryKey: purchasingKeys.suppliers(groupIdx ?? 0),
    queryFn: ({ signal }) => api.get<SupplierList>(supplierPaths.list(groupIdx ?? 0), { signal }),
    enabled: groupIdx !== null,
  });
}

function useSupplierMutation<V>(mutationFn: (variables: V) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => client.invalidateQueries({ queryKey: [...purchasingKeys.all, "suppliers"] }),
  });
}

export const useCreateSupplier = () =>
  useSupplierMutation((input: SupplierCreateInput) => api.post<Supplier>(supplierPaths.create, input));

export const useUpdateSupplier = () =>
  useSupplierMutation(({ supplierIdx, input }: { supplierIdx: number; input: SupplierUpdateInput }) =>
    api.put<Supplier>(supplierPaths.one(supplierIdx), input),
  );

export const useDeleteSupplier = () =>
  useSupplierMutation((supplierIdx: number) => api.delete<unknown>(supplierPaths.one(supplierIdx)));

export const quotationKeys = {
  list: (groupIdx: number) => [...purchasingKeys.all, "quotations", groupIdx] as const,
  detail: (quotationIdx: number) => [...purchasingKeys.all, "quotation", quotationIdx] as const,
  reply: (token: string) => ["quoteReply", token] as const,
};

export function useQuotations(groupIdx: number | null) {
  return useQuery({
    queryKey: quotationKeys.list(groupIdx ?? 0),
    queryFn: ({ signal }) => api.get<QuotationList>(quotationPaths.list(groupIdx ?? 0), { signal }),
    enabled: groupIdx !== null,
  });
}

export function useQuotation(quotationIdx: number | null) {
  return useQuery({
    queryKey: quotationKeys.detail(quotationIdx ?? 0),
    queryFn: ({ signal }) => api.get<Quotation>(quotationPaths.one(quotationIdx ?? 0), { signal }),
    enabled: quotationIdx !== null,
  });
}

export function useCreateQuotation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: QuotationCreateInput) => api.post<QuotationCreated>(quotationPaths.create, input),
    onSuccess: () => client.invalidateQueries({ queryKey: [...purchasingKeys.all, "quotations"] }),
  });
}

export function useCloseQuotation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (quotationIdx: number) => api.put<Quotation>(quotationPaths.close(quotationIdx), {}),
    onSuccess: () => client.invalidateQueries({ queryKey: purchasingKeys.all }),
  });
}

/** The supplier's side: no account, the token is the key. */
export function useQuoteReply(token: string) {
  return useQuery({
    queryKey: quotationKeys.reply(token),
    queryFn: ({ signal }) => api.get<QuotationReplyView>(quotationPaths.reply(token), { signal, auth: false }),
    retry: false,
  });
}

export function useSendQuoteReply(token: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ input, pdf }: { input: QuotationReplyInput; pdf: File | null }) => {
      let view = await api.post<QuotationReplyView>(quotationPaths.reply(token), input, { auth: false });
      if (pdf)
        view = await request<QuotationReplyView>(quotationPaths.replyPdf(token), {
          method: "PUT",
          body: pdf,
          auth: false,
        });
      return view;
    },
    onSuccess: (view) => client.setQueryData(quotationKeys.reply(token), view),
  });
}

export const orderKeys = {
  list: (groupIdx: number, status: OrderStatus | null) => [...purchasingKeys.all, "orders", groupIdx, status] as const,
};

export function useOrders(groupIdx: number | null, status: OrderStatus | null) {
  return useQuery({
    queryKey: orderKeys.list(groupIdx ?? 0, status),
    queryFn: ({ signal }) => api.get<OrderList>(orderPaths.list(groupIdx ?? 0, status ?? undefined), { signal }),
    enabled: groupIdx !== null,
  });
}

function usePurchasingMutation<V, R>(mutationFn: (variables: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => client.invalidateQueries({ queryKey: purchasingKeys.all }),
  });
}

export const useCreateOrder = () =>
  usePurchasingMutation((input: OrderCreateInput) => api.post<Order>(orderPaths.create, input));

export const useMoveOrder = () =>
  usePurchasingMutation(({ orderIdx, input }: { orderIdx: number; input: OrderStatusInput }) =>
    api.put<Order>(orderPaths.status(orderIdx), input),
  );

export function useReceiveOrder() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ orderIdx, input }: { orderIdx: number; input: OrderReceiveInput }) =>
      api.post<OrderReceived>(orderPaths.receive(orderIdx), input),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: purchasingKeys.all });
      void client.invalidateQueries({ queryKey: queryKeys.inventory.all });
    },
  });
}
