// The module-resolution hook of register.js.

const NODE_BINDINGS = new URL('./wasm-node.js', import.meta.url).href;
const NODE_LINK_BINDINGS = new URL('./wasm-link-node.js', import.meta.url).href;
const NODE_MODULE = new URL('./wasm-module-node.js', import.meta.url).href;

export async function resolve(specifier, context, nextResolve) {
  if (specifier.endsWith('/xiangqi-wasm.js')) return { url: NODE_BINDINGS, shortCircuit: true };
  if (specifier.endsWith('/xiangqi-link-wasm.js')) return { url: NODE_LINK_BINDINGS, shortCircuit: true };
  if (specifier.endsWith('/wasm-module.js')) return { url: NODE_MODULE, shortCircuit: true };
  return nextResolve(specifier, context);
}
