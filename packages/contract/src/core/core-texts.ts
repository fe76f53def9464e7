import { defineTexts } from './define-domain'

/** The texts of the envelope itself: what any request can answer, whatever its domain. */
export const coreTexts = defineTexts({
  'zh-CN': {
    'request.invalid': '请求参数错误',
    'request.bodyNotObject': '请求体必须是 JSON 对象',
    'request.dateTimeOffset': '时间的时区偏移超出范围（最多 ±14:00）',
    'request.nulCharacter': '请求参数不能包含空字符（NUL）或无效的Unicode字符',
    'request.malformedJson': '请求体不是有效的 JSON',
    'request.tooLarge': '请求体过大',
    'request.unsupportedMediaType': '不支持的请求内容类型',
    'request.badUrl': '请求地址无效',
    'request.uriTooLong': '请求地址过长',
    'request.methodNotAllowed': '该地址不支持此请求方法',
    'request.crossSite': '拒绝跨站请求',
    'request.notFound': '请求的资源不存在',
    'request.forbidden': '没有访问权限',
    'request.tooMany': '请求过于频繁，请稍后再试',
    'server.error': '服务器错误',
    'server.unavailable': '服务暂时不可用，请稍后再试',
    'network.error': '连接异常，请检查网络',
  },
  'en-US': {
    'request.invalid': 'Invalid request',
    'request.bodyNotObject': 'The request body must be a JSON object',
    'request.dateTimeOffset': 'The time’s UTC offset is out of range (at most ±14:00)',
    'request.nulCharacter':
      'The request must not contain the NUL character (U+0000) or a broken Unicode character',
    'request.malformedJson': 'The request body is not valid JSON',
    'request.tooLarge': 'The request body is too large',
    'request.unsupportedMediaType': 'The request body has an unsupported content type',
    'request.badUrl': 'The request address is not valid',
    'request.uriTooLong': 'The request address is too long',
    'request.methodNotAllowed': 'This address does not accept that request method',
    'request.crossSite': 'Cross-site request refused',
    'request.notFound': 'The requested resource does not exist',
    'request.forbidden': 'You do not have permission to do this',
    'request.tooMany': 'Too many requests; please try again later',
    'server.error': 'Server error',
    'server.unavailable': 'The service is temporarily unavailable, please try again later',
    'network.error': 'Connection abnormal, please check the network',
  },
})
