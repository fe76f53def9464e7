// Starts Swagger UI on the portal's OpenAPI document. A file of its own: the portal's CSP runs no inline script.

// Swagger UI (5.35) virtualises the operation list once it has 150 rows (tags and operations): only the rows near
// the viewport are in the page, so the browser's find-in-page, screen readers and a test see just the first tags.
// The portal's reference lists every operation instead, with Swagger UI's own plain (non-virtual) list.
const allOperationsPlugin = (system) => ({
  components: {
    operations: ({
      specSelectors,
      getComponent,
      oas3Selectors,
      layoutSelectors,
      layoutActions,
      getConfigs,
    }) => {
      const h = system.React.createElement
      const taggedOperations = specSelectors.taggedOperations()
      if (taggedOperations.size === 0) return h('h3', null, ' No operations defined in spec!')
      const validMethods = specSelectors.validOperationMethods()
      const OperationTag = getComponent('OperationTag')
      const OperationContainer = getComponent('OperationContainer', true)
      const tagProps = { oas3Selectors, layoutSelectors, layoutActions, getConfigs, getComponent }
      const operationsOf = (tagObj, tag) =>
        tagObj
          .get('operations')
          .filter((op) => validMethods.includes(op.get('method')))
          .map((op) => {
            const [path, method] = [op.get('path'), op.get('method')]
            return h(OperationContainer, {
              key: `${path}-${method}`,
              specPath: op.get('specPath'),
              op,
              path,
              method,
              tag,
            })
          })
          .toArray()
      const tags = taggedOperations.map((tagObj, tag) =>
        h(
          OperationTag,
          { key: `operation-${tag}`, tagObj, tag, specUrl: specSelectors.url(), ...tagProps },
          h('div', { className: 'operation-tag-content' }, operationsOf(tagObj, tag)),
        ),
      )
      return h('div', null, tags.valueSeq().toArray())
    },
  },
})

window.SwaggerUIBundle({
  url: '../openapi.json',
  dom_id: '#api-reference',
  deepLinking: true,
  // Swagger UI would otherwise ask validator.swagger.io for a badge: the page loads nothing from elsewhere.
  validatorUrl: null,
  plugins: [allOperationsPlugin],
})
