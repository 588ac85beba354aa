/** A Storage that throws on every call, as private mode, a full quota or blocked cookies do. */
export function throwingStorage(): Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> {
  const refuse = (): never => {
    throw new DOMException('The operation is insecure.', 'SecurityError');
  };
  return { getItem: refuse, setItem: refuse, removeItem: refuse };
}
