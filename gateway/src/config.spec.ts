import { randomBytes } from 'node:crypto';
import {
  DEV_MEDIA_STORE_CREDENTIALS,
  configProblems,
  freshPublicKeys,
  freshSigningKeys,
  loadConfig,
} from '@ela/service-kit';
import { gatewayEnv } from './config';

const stamp = freshSigningKeys('s1');
const production = {
  ACCESS_TOKEN_PUBLIC_KEYS: freshPublicKeys('k1'),
  CLIENT_STAMP_KEY: stamp.signingKey,
  CLIENT_STAMP_PUBLIC_KEYS: stamp.publicKeys,
};
const s3 = { MEDIA_DRIVER: 's3', S3_ENDPOINT: 'http://minio:9000', S3_BUCKET: 'ela-media' };

const problemsOf = (env: NodeJS.ProcessEnv) => configProblems(gatewayEnv, env);

describe('the client stamp key', () => {
  it('must be listed among the public keys the services check stamps with', () => {
    const unlisted = freshPublicKeys('s1');
    expect(problemsOf({ ...production, CLIENT_STAMP_PUBLIC_KEYS: unlisted })).toMatch(
      /CLIENT_STAMP_PUBLIC_KEYS: must list the public half of CLIENT_STAMP_KEY \(kid s1\)/,
    );
  });
});

describe('the gateway’s media settings', () => {
  it('keep media in a local folder unless told otherwise', () => {
    expect(loadConfig(gatewayEnv, production)).toMatchObject({
      MEDIA_DRIVER: 'local',
      MEDIA_DIR: 'var/media',
    });
  });

  it('want the bucket and a key pair for the object store outside development, naming each', () => {
    const problems = problemsOf({ ...production, ...s3, S3_BUCKET: undefined });
    for (const name of ['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'])
      expect(problems).toContain(`${name}: required when MEDIA_DRIVER is s3`);
    expect(problemsOf({ ...production, ...s3, S3_BUCKET: 'Not_A_Bucket' })).toContain('S3_BUCKET');
  });

  it('refuse the committed development key pair in production', () => {
    expect(problemsOf({ ...production, ...s3, ...DEV_MEDIA_STORE_CREDENTIALS })).toMatch(
      /S3_SECRET_ACCESS_KEY: this value is committed/,
    );
  });

  it('read a real key pair, path-style addressing by default, and the bucket switch', () => {
    const secret = randomBytes(30).toString('base64');
    const config = loadConfig(gatewayEnv, {
      ...production,
      ...s3,
      S3_ACCESS_KEY_ID: 'shop-media',
      S3_SECRET_ACCESS_KEY: secret,
      S3_CREATE_BUCKET: 'true',
    });
    expect(config).toMatchObject({
      S3_REGION: 'us-east-1',
      S3_SECRET_ACCESS_KEY: secret,
      S3_FORCE_PATH_STYLE: true,
      S3_CREATE_BUCKET: true,
    });
    expect(problemsOf({ ...production, S3_FORCE_PATH_STYLE: 'yes' })).toContain('S3_FORCE_PATH_STYLE');
  });

  it('give development the dev key pair docker-compose starts MinIO with', () => {
    expect(loadConfig(gatewayEnv, { NODE_ENV: 'development', ...s3 })).toMatchObject(
      DEV_MEDIA_STORE_CREDENTIALS,
    );
  });
});

describe('the gateway’s read budgets', () => {
  it('default to generous reads and tight searches per address, exempting no one', () => {
    expect(loadConfig(gatewayEnv, production)).toMatchObject({
      READ_BUDGET_PER_ADDRESS: 200,
      SEARCH_BUDGET_PER_ADDRESS: 30,
      READ_BUDGET_WINDOW_SECONDS: 10,
      READ_BUDGET_EXEMPT: [],
    });
  });

  it('take exempt addresses and blocks, and refuse anything else by name', () => {
    const env = { ...production, READ_BUDGET_EXEMPT: '10.0.0.7, 10.42.0.0/16,fd00::/8' };
    expect(loadConfig(gatewayEnv, env).READ_BUDGET_EXEMPT).toEqual(['10.0.0.7', '10.42.0.0/16', 'fd00::/8']);
    for (const bad of ['shell', '10.0.0.0/33', '10.0.0.1/8/1', 'fd00::/129'])
      expect(problemsOf({ ...production, READ_BUDGET_EXEMPT: bad })).toContain('READ_BUDGET_EXEMPT');
  });
});
