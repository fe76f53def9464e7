import { defineTexts } from '../core/define-domain'

export const singleSignOnTexts = defineTexts({
  'zh-CN': {
    'sso.urlInvalid': '请输入 http(s) 地址',
    'sso.claimInvalid': '声明或属性名称不正确',
    'sso.issuerRequired': '请输入签发者地址',
    'sso.issuerHttpsRequired': '签发者地址须为 https 地址（运营方允许的内网主机除外）',
    'sso.issuerPrivate': '签发者地址不能是本机、内网、链路本地或其他专用地址，除非运营方允许该主机',
    'sso.clientIdRequired': '请输入客户端 ID',
    'sso.clientSecretRequired': '请输入客户端密钥',
    'sso.scopesNeedOpenid': '授权范围须包含 openid',
    'sso.entryPointRequired': '请输入 IdP 登录地址',
    'sso.certificateInvalid': '请粘贴 PEM 格式的 IdP 证书',
    'sso.spEntityIdRequired': '请输入 SP 实体 ID',
    'sso.continue': '继续登录',
    'sso.error.unknown': '单点登录失败：该账号不是本企业的员工',
    'sso.error.stopped': '单点登录失败：该账号已停用',
    'sso.error.failed': '单点登录失败，请重试或使用密码登录',
  },
  'en-US': {
    'sso.urlInvalid': 'Enter an http(s) address',
    'sso.claimInvalid': 'The claim or attribute name is not valid',
    'sso.issuerRequired': 'Enter the issuer URL',
    'sso.issuerHttpsRequired':
      'The issuer must be an https address (except hosts the operator allows on the private network)',
    'sso.issuerPrivate':
      'The issuer may not be a loopback, private or link-local address, nor another special-purpose one, unless the operator allows that host',
    'sso.clientIdRequired': 'Enter the client ID',
    'sso.clientSecretRequired': 'Enter the client secret',
    'sso.scopesNeedOpenid': 'The scopes must include openid',
    'sso.entryPointRequired': 'Enter the IdP sign-in URL',
    'sso.certificateInvalid': "Paste the IdP's certificate in PEM format",
    'sso.spEntityIdRequired': 'Enter the SP entity ID',
    'sso.continue': 'Continue signing in',
    'sso.error.unknown': 'Single sign-on failed: this account is not a member of staff here',
    'sso.error.stopped': 'Single sign-on failed: this account is disabled',
    'sso.error.failed': 'Single sign-on failed; try again or sign in with your password',
  },
})
