import Result from 'antd/es/result'

/** Why a frame page shows no frame: a url that is missing, not allowed, or a helper that does not exist. */
export const FrameRefusal = ({ message }: { message: string }) => (
  <div className="portal-page">
    <Result status="warning" title={<h1 style={{ margin: 0, fontSize: 20 }}>{message}</h1>} />
  </div>
)
