// Starts Swagger UI on the portal's OpenAPI document. A file of its own: the portal's CSP runs no inline script.
window.SwaggerUIBundle({
  url: '../openapi.json',
  dom_id: '#api-reference',
  deepLinking: true,
  // Swagger UI would otherwise ask validator.swagger.io for a badge: the page loads nothing from elsewhere.
  validatorUrl: null,
})
