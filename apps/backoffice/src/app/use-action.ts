import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useMerchant } from "#bo/lib/merchant.ts";

/**
 * A write of a screen: runs `action`, then refreshes the merchant's lists named by `refresh` (the
 * second part of their query keys) and the dashboard's counts.
 */
export function useAction<Input, Output>(action: (input: Input) => Promise<Output>, refresh: string[]) {
  const client = useQueryClient();
  const merchant = useMerchant();
  return useMutation({
    mutationFn: action,
    onSuccess: () =>
      Promise.all(
        [...refresh, "dashboard"].map((name) => client.invalidateQueries({ queryKey: [merchant, name] })),
      ),
  });
}
